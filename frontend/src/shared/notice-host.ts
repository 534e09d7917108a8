import type { NotificationData } from '@mantine/notifications';
import { useSyncExternalStore } from 'react';

// Most visits never show a toast, so the notification system (its code and styles) loads with
// the first one: `showNotice` asks for the host, and AppProviders mounts it from then on.
let hostWanted = false;
const hostListeners = new Set<() => void>();

function subscribeToHost(listener: () => void): () => void {
  hostListeners.add(listener);
  return () => {
    hostListeners.delete(listener);
  };
}

/** True from the first toast on: the notifications host must be mounted. */
export function useNoticeHostWanted(): boolean {
  return useSyncExternalStore(subscribeToHost, () => hostWanted);
}

/** Shows any toast, loading the notification system on first use. */
export function showNotice(notice: NotificationData): void {
  if (!hostWanted) {
    hostWanted = true;
    for (const listener of hostListeners) listener();
  }
  void import('@mantine/notifications').then(({ notifications }) => {
    notifications.show(notice);
  });
}
