import type { ActionKind } from './staff-actions-api';

/** Every kind of staff action and its label (a record with a key per kind: a new kind fails to compile here). */
export const ACTION_KIND_LABELS: Record<ActionKind, string> = {
  category_saved: 'console.staff_actions.kind.category_saved',
  brand_saved: 'console.staff_actions.kind.brand_saved',
  banner_saved: 'console.staff_actions.kind.banner_saved',
  banner_deleted: 'console.staff_actions.kind.banner_deleted',
  document_saved: 'console.staff_actions.kind.document_saved',
  commission_set: 'console.staff_actions.kind.commission_set',
  shop_suspended: 'console.staff_actions.kind.shop_suspended',
  shop_reinstated: 'console.staff_actions.kind.shop_reinstated',
  product_taken_down: 'console.staff_actions.kind.product_taken_down',
  product_restored: 'console.staff_actions.kind.product_restored',
  report_dismissed: 'console.staff_actions.kind.report_dismissed',
  user_disabled: 'console.staff_actions.kind.user_disabled',
  user_enabled: 'console.staff_actions.kind.user_enabled',
  role_grant_approved: 'console.staff_actions.kind.role_grant_approved',
  role_granted: 'console.staff_actions.kind.role_granted',
  role_revoked: 'console.staff_actions.kind.role_revoked',
};

export const ACTION_KINDS = Object.keys(ACTION_KIND_LABELS) as ActionKind[];

/** A recorded value as one short line: text as is, lists and objects as compact JSON. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The changed fields of an action, each with its value before and after (absent: —). */
export function changesOf(before: Record<string, unknown>, after: Record<string, unknown>): { field: string; from: string; to: string }[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return fields.map((field) => ({ field, from: shownValue(before[field]), to: shownValue(after[field]) }));
}
