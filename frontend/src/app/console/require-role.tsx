import type { ReactNode } from 'react';
import { useAppSelector } from '@/store/hooks';
import { consoleAccess, type ConsoleRole } from '@/store/session/roles';
import { selectUser } from '@/store/session/session-slice';
import { NoAccess } from './no-access';

/** Shows the screen to users holding any of `roles`; others see "no access" inside the console. */
export function RequireAnyRole({ roles, children }: { roles: readonly ConsoleRole[]; children: ReactNode }) {
  const user = useAppSelector(selectUser);
  return roles.some((role) => consoleAccess(user, role) === 'granted') ? children : <NoAccess />;
}
