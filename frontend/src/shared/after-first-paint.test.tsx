import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterFirstPaint, useRevealedCount, useWhenIdle } from './after-first-paint';

function Revealing({ total }: { total: number }) {
  const painted = useAfterFirstPaint();
  const shown = useRevealedCount(total, painted);
  const idle = useWhenIdle();
  return (
    <p>
      {painted ? 'painted' : 'first'} {shown} of {total} {idle ? 'idle' : 'busy'}
    </p>
  );
}

describe('after the first paint', () => {
  it('shows nothing in the first render, then one part a paint until all are shown, then idles', async () => {
    render(<Revealing total={3} />);
    expect(screen.getByText('first 0 of 3 busy')).toBeInTheDocument();
    expect(await screen.findByText('painted 3 of 3 idle')).toBeInTheDocument();
  });

  it('never counts past the parts there are', async () => {
    render(<Revealing total={0} />);
    expect(await screen.findByText('painted 0 of 0 idle')).toBeInTheDocument();
  });
});
