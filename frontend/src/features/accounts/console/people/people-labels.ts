import type { ConsoleRole } from '@/store/session/roles';

/** The roles an operator grants, in the order the user's page lists them. */
export const GRANTABLE_ROLES: readonly ConsoleRole[] = ['reviewer', 'auditor', 'operator', 'seller', 'agent'];

/** A seller's role stays with their shop: the server refuses to revoke it (108). */
export const KEPT_ROLES: readonly string[] = ['seller'];

export const ROLE_LABELS: Record<ConsoleRole, string> = {
  reviewer: 'console.people.role.reviewer',
  auditor: 'console.people.role.auditor',
  operator: 'console.people.role.operator',
  seller: 'console.people.role.seller',
  agent: 'console.people.role.agent',
};

export function isGrantableRole(value: unknown): value is ConsoleRole {
  return typeof value === 'string' && (GRANTABLE_ROLES as readonly string[]).includes(value);
}

/** The label of a role the server named (an unknown one shows as it is). */
export function roleLabel(role: string): string {
  return isGrantableRole(role) ? ROLE_LABELS[role] : role;
}
