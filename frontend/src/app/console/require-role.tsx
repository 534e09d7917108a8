import type { ReactNode } from 'react';
import { useAppSelector } from '@/store/hooks';
import { consoleAccess, type ConsoleRole } from '@/store/session/roles';
import { selectUser } from '@/store/session/session-slice';
import { NoAccess } from './no-access';

/** Shows the screen only to users holding `role`; others see "no access" inside the console. */
export function RequireRole({ role, children }: { role: ConsoleRole; children: ReactNode }) {
  const user = useAppSelector(selectUser);
  return consoleAccess(user, role) === 'granted' ? children : <NoAccess />;
}

/** Shows the screen to users holding any of `roles` (the inbox: agents and sellers). */
export function RequireAnyRole({ roles, children }: { roles: readonly ConsoleRole[]; children: ReactNode }) {
  const user = useAppSelector(selectUser);
  return roles.some((role) => consoleAccess(user, role) === 'granted') ? children : <NoAccess />;
}
