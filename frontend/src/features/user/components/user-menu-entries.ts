import { paths } from '@/app/routes';

/**
 * The account side menu (spec section 2). Each screen adds its entry here when it exists;
 * `action: 'quit'` entries run the logout instead of navigating.
 */
export type UserMenuEntry =
  | { key: string; labelKey: string; to: string; end?: boolean }
  | { key: string; labelKey: string; action: 'quit' };

export const USER_MENU_ENTRIES: readonly UserMenuEntry[] = [
  { key: 'dashboard', labelKey: 'user.menu.dashboard', to: paths.user, end: true },
  { key: 'profile', labelKey: 'user.menu.profile', to: paths.userProfile },
  { key: 'quit', labelKey: 'user.menu.quit', action: 'quit' },
];
