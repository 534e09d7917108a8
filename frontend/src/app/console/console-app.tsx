import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/store/hooks';
import { consoleAccess, type ConsoleRole } from '@/store/session/roles';
import { selectUser } from '@/store/session/session-slice';
import { ConsoleHome } from './console-home';
import { ConsoleLayout } from './console-layout';
import { CONSOLE_SCREENS } from './console-screens';
import { NoAccess } from './no-access';

/** A path of src/config/paths.ts relative to /console, for the console's own <Routes>. */
function under(path: string): string {
  return path.slice(paths.console.path.length + 1);
}

/** Shows the screen to users holding any of `roles`; others see "no access" inside the console. */
function RequireAnyRole({ roles, children }: { roles: readonly ConsoleRole[]; children: ReactNode }) {
  const user = useAppSelector(selectUser);
  return roles.some((role) => consoleAccess(user, role) === 'granted') ? children : <NoAccess />;
}

/** The back office's screens (`CONSOLE_SCREENS`), each behind the roles it needs. */
export function ConsoleApp() {
  return (
    <Routes>
      <Route element={<ConsoleLayout />}>
        <Route index element={<ConsoleHome />} />
        {CONSOLE_SCREENS.map(({ path, roles, Screen }) => (
          <Route
            key={path}
            path={under(path)}
            element={
              <RequireAnyRole roles={roles}>
                <Screen />
              </RequireAnyRole>
            }
          />
        ))}
        <Route path="*" element={<Navigate to={paths.error404.path} replace />} />
      </Route>
    </Routes>
  );
}
