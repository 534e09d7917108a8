import { Navigate, Route, Routes } from 'react-router';
import { paths } from '@/config/paths';
import { ConsoleHome } from './console-home';
import { ConsoleLayout } from './console-layout';
import { CONSOLE_SCREENS } from './console-screens';
import { RequireAnyRole } from './require-role';

/** A path of src/config/paths.ts relative to /console, for the console's own <Routes>. */
function under(path: string): string {
  return path.slice(paths.console.path.length + 1);
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
