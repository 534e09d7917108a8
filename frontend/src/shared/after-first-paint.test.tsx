import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterFirstPaint, useWhenIdle } from './after-first-paint';

function Waiting() {
  const painted = useAfterFirstPaint();
  const idle = useWhenIdle();
  return (
    <p>
      {painted ? 'painted' : 'first'} {idle ? 'idle' : 'busy'}
    </p>
  );
}

describe('after the first paint', () => {
  it('is neither painted nor idle in the first render, then both', async () => {
    render(<Waiting />);
    expect(screen.getByText('first busy')).toBeInTheDocument();
    expect(await screen.findByText('painted idle')).toBeInTheDocument();
  });
});
