import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { reloadPage } from '@/shared/browser';
import { notifyAcrossReload } from '@/shared/notify';
import { useLogoutMutation } from './session-api';
import { loggedOut } from './session-slice';

/** How long the 'account was quit' message shows before the site reloads (and again after it). */
export const LOGOUT_RELOAD_DELAY_MS = 800;

/** Revokes the sid, clears session and user (with the seller link), says so and reloads. */
export function useLogout(): () => Promise<void> {
  const dispatch = useDispatch();
  const [logout] = useLogoutMutation();
  const { t } = useTranslation();
  return useCallback(async () => {
    // Whatever the server answers, this browser forgets the user.
    await logout().catch(() => undefined);
    dispatch(loggedOut());
    notifyAcrossReload('success', t('user.logout.done'));
    window.setTimeout(reloadPage, LOGOUT_RELOAD_DELAY_MS);
  }, [dispatch, logout, t]);
}
