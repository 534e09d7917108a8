import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { SubscriberDiscount } from './subscriber-discount';

describe('subscriber discount lines', () => {
  it('show the discount and what the shopper pays', () => {
    renderWithProviders(<SubscriberDiscount discount={1200} total={8399} />);
    expect(screen.getByText('Subscriber discount')).toBeInTheDocument();
    expect(screen.getByTestId('subscriber-discount-amount')).toHaveTextContent('-$12.00');
    expect(screen.getByTestId('subscriber-discount-pay')).toHaveTextContent('$71.99');
    expect(screen.getByText('One-time newsletter discount, paid by the marketplace')).toBeInTheDocument();
  });

  it('show nothing without a discount', () => {
    renderWithProviders(<SubscriberDiscount discount={0} total={8399} />);
    expect(screen.queryByTestId('subscriber-discount')).not.toBeInTheDocument();
    renderWithProviders(<SubscriberDiscount discount={undefined} total={8399} />);
    expect(screen.queryByText('Subscriber discount')).not.toBeInTheDocument();
  });
});
