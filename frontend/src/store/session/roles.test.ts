import { describe, expect, it } from 'vitest';
import { sampleUser } from '@/test/render-with-providers';
import { consoleAccess, hasConsoleRole, hasRole } from './roles';

const withRoles = (roles: string[]) => ({ ...sampleUser, roles });

describe('console roles', () => {
  it('sends a guest to log-in', () => {
    expect(consoleAccess(null)).toBe('login');
    expect(consoleAccess(null, 'reviewer')).toBe('login');
  });

  it('refuses a shopper without any console role', () => {
    expect(hasConsoleRole(withRoles([]))).toBe(false);
    expect(consoleAccess(withRoles([]))).toBe('forbidden');
    expect(consoleAccess(withRoles(['shopper']))).toBe('forbidden');
  });

  it('lets any console role into the console, but each screen only with its own role', () => {
    const auditor = withRoles(['auditor']);
    expect(consoleAccess(auditor)).toBe('granted');
    expect(consoleAccess(auditor, 'auditor')).toBe('granted');
    expect(consoleAccess(auditor, 'reviewer')).toBe('forbidden');
  });

  it('shows the Console entry to sellers and agents too', () => {
    expect(hasConsoleRole(withRoles(['seller']))).toBe(true);
    expect(hasConsoleRole(withRoles(['agent']))).toBe(true);
  });

  it('treats a cached user record without roles as having none', () => {
    const older = { ...sampleUser, roles: undefined } as unknown as typeof sampleUser;
    expect(hasRole(older, 'reviewer')).toBe(false);
    expect(hasConsoleRole(older)).toBe(false);
  });
});
