import type { AuditRequest } from './wallet-review-types';

/** Whom to audit, typed as an e-mail address or a numeric uid. */
export function auditTarget(text: string): Pick<AuditRequest, 'uid' | 'email'> | null {
  const value = text.trim();
  if (/^\d+$/.test(value)) {
    const uid = Number(value);
    return uid > 0 && Number.isSafeInteger(uid) ? { uid } : null;
  }
  return /^[^\s@]+@[^\s@]+$/.test(value) ? { email: value } : null;
}
