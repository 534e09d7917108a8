import { isApiError } from '@/shared/api/api-types';
import { catalogueMessage } from '@/shared/api/base-query';

const CODE_OUT_OF_STOCK = 107;

/** The add-to-cart failure: the catalogue's 107 text for stock, else 'Failed to join the cart'. */
export function addToCartFailure(error: unknown): string | null {
  if (isApiError(error) && error.kind === 'NotLogin') return null;
  if (isApiError(error) && error.kind === 'APIError' && error.code === CODE_OUT_OF_STOCK) {
    return catalogueMessage(CODE_OUT_OF_STOCK);
  }
  return catalogueMessage(CODE_OUT_OF_STOCK, 'cart');
}
