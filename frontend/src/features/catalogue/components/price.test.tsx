import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { PriceLine } from './price';

describe('price line', () => {
  it('strikes through a market price only when it is above the price', () => {
    const onSale = renderWithProviders(<PriceLine price={1999} marketPrice={2999} />);
    expect(onSale.container.querySelector('s')).toHaveTextContent('$29.99');
    onSale.unmount();

    for (const marketPrice of [1999, 1500, undefined]) {
      const { container, unmount } = renderWithProviders(<PriceLine price={1999} marketPrice={marketPrice} />);
      expect(container).toHaveTextContent('$19.99');
      expect(container.querySelector('s')).toBeNull();
      unmount();
    }
  });
});
