import { useDirection } from '@mantine/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '@/shared/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';

function DirectionProbe() {
  const { dir } = useDirection();
  return <p data-testid="direction">{dir}</p>;
}

afterEach(async () => {
  await initI18n('en');
});

describe('interface direction', () => {
  it('switches the page and the component library to right-to-left for Arabic', async () => {
    await initI18n('ar');
    renderWithProviders(<DirectionProbe />);
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(screen.getByTestId('direction')).toHaveTextContent('rtl');
  });

  it('stays left-to-right for other languages', async () => {
    await initI18n('ru');
    renderWithProviders(<DirectionProbe />);
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('ru');
    expect(screen.getByTestId('direction')).toHaveTextContent('ltr');
  });
});
