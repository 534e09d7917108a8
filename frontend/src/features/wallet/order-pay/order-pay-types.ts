import type { components } from '@/api/schema';

/** order/pay_chain/quote: the orders to pay and the chain method to pay them with. */
export type ChainPayQuoteRequest = Omit<components['schemas']['ChainQuoteRequest'], 'sid' | 'language'>;

/**
 * What the orders owe (`whole_amount`), what is due beyond the wallet's available balance
 * (`amount`, 0 when the balance covers it) and where the wallet sends it (the method's settings).
 */
export type ChainPayQuote = components['schemas']['ChainQuoteView'];

/** order/pay_chain: the wallet's transaction, filed as a chain recharge for the orders. */
export type ChainPayBody = Omit<components['schemas']['ChainPayRequest'], 'sid' | 'language'>;

export type ChainPayFiled = components['schemas']['ChainPaymentFiled'];
