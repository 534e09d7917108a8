import { Navigate } from 'react-router';
import { useAppSelector } from '../hooks';
import { selectUser } from '../session/session-slice';
import { visibleSections } from './sections';
import { NoAccess } from './no-access';

/** /console opens the first section the user may use. */
export function ConsoleHome() {
  const user = useAppSelector(selectUser);
  const first = visibleSections(user)[0];
  return first ? <Navigate to={first.to} replace /> : <NoAccess />;
}
