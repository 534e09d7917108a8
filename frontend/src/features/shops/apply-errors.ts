import { isApiError } from '@/shared/api/api-types';

export const CODE_BAD_PARAMETER = 102;

/** Where a refused application is explained: under one field, or above the submit button. */
export interface ApplyProblem {
  field?: keyof MerchantValues;
  message: string;
}

export interface MerchantValues {
  shopName: string;
  realName: string;
  phone: string;
  idFrontImage: string;
  idBackImage: string;
  agree: boolean;
}

/** The server's field names (102 `data.field`) and the form's. */
const FORM_FIELDS: Record<string, keyof MerchantValues> = {
  shop_name: 'shopName',
  real_name: 'realName',
  phone: 'phone',
  id_front_image: 'idFrontImage',
  id_back_image: 'idBackImage',
  agree: 'agree',
};

/**
 * Places a refused application: a 102 naming a field goes under it (the agreement's carries the
 * spec's message), 10501 (one already submitted) and anything else above the button. Null for
 * 101: the app is already taking the user to log-in.
 */
export function applyProblem(error: unknown, fallback: string): ApplyProblem | null {
  if (!isApiError(error)) return { message: fallback };
  if (error.kind === 'NotLogin') return null;
  if (error.kind === 'APIError' && error.code === CODE_BAD_PARAMETER) {
    const raw = typeof error.data === 'object' && error.data !== null ? (error.data as { field?: unknown }).field : undefined;
    const field = typeof raw === 'string' ? FORM_FIELDS[raw] : undefined;
    return field ? { field, message: error.message } : { message: error.message };
  }
  return { message: error.message || fallback };
}
