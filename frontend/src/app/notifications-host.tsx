import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Where toasts appear; loaded with the first one (see shared/notify). */
export function NotificationsHost() {
  return <Notifications position="top-center" />;
}
