import type { UserInfo } from './session-types';

/** Roles that open the back office (`mine/info` answers them in `roles`). */
export const CONSOLE_ROLES = ['reviewer', 'auditor', 'seller', 'agent', 'operator'] as const;
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];

/** The user's roles; a cached user record from before roles existed has none. */
export function rolesOf(user: UserInfo | null | undefined): readonly string[] {
  return user && Array.isArray(user.roles) ? user.roles : [];
}

export function hasRole(user: UserInfo | null | undefined, role: ConsoleRole): boolean {
  return rolesOf(user).includes(role);
}

/** True when the user holds any console role: the Console entry is shown in the menus. */
export function hasConsoleRole(user: UserInfo | null | undefined): boolean {
  const roles = rolesOf(user);
  return CONSOLE_ROLES.some((role) => roles.includes(role));
}

export type ConsoleAccess = 'login' | 'forbidden' | 'granted';

/**
 * What a console screen shows: log-in for a guest, "no access" without the needed role (or,
 * for a screen that names none, without any console role), the screen otherwise.
 */
export function consoleAccess(user: UserInfo | null | undefined, required?: ConsoleRole): ConsoleAccess {
  if (!user) return 'login';
  const allowed = required ? hasRole(user, required) : hasConsoleRole(user);
  return allowed ? 'granted' : 'forbidden';
}

/** Auditors and operators download what the console shows as CSV (`console/export/*`). */
export function canExport(user: UserInfo | null | undefined): boolean {
  return hasRole(user, 'auditor') || hasRole(user, 'operator');
}
