import { Navigate } from 'react-router';
import { useAppSelector } from '@/app/store';
import { selectUser } from '@/shared/session/session-slice';
import { visibleSections } from '../sections';
import { NoAccess } from './no-access';

/** /console opens the first section the user may use. */
export function ConsoleHome() {
  const user = useAppSelector(selectUser);
  const first = visibleSections(user)[0];
  return first ? <Navigate to={first.to} replace /> : <NoAccess />;
}
