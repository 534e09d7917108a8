import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAppDispatch } from '@/store/hooks';
import { isApiError } from '@/shared/api/api-types';
import { shopTokenFromHash } from '../merchant-link';
import { loggedIn } from '@/store/session/session-slice';
import { useSignInWithShopTokenMutation } from './shop-application-api';

/**
 * The merchant link's landing page (/console/login#shop_token=...): takes the one-time token
 * out of the address bar at once, exchanges it for a fresh session of the shop owner, and opens
 * the shop's dashboard. A used or expired link says so.
 */
export function SellerLoginPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [signIn] = useSignInWithShopTokenMutation();
  const [token] = useState(() => shopTokenFromHash(window.location.hash));
  const [failure, setFailure] = useState<string | null>(null);
  const problem = token ? failure : t('console.seller_login.missing');
  // The token works once: StrictMode's second effect run must not spend a second request.
  const started = useRef(false);

  useEffect(() => {
    // Out of the address bar (and so out of history and bookmarks) before anything else.
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    if (started.current || !token) return;
    started.current = true;
    void signIn(token).then((result) => {
      if (result.data) {
        dispatch(loggedIn(result.data));
        void navigate(paths.consoleSellerDashboard.getHref(), { replace: true });
        return;
      }
      setFailure(isApiError(result.error) && result.error.message ? result.error.message : t('api.error_unknown'));
    });
  }, [dispatch, navigate, signIn, t, token]);

  return (
    <Stack align="center" py="xl" gap="md" maw={480} mx="auto">
      {problem ? (
        <Alert color="red" title={t('console.seller_login.failed_title')} role="alert" w="100%">
          <Stack gap="xs">
            <Text size="sm">{problem}</Text>
            <Anchor component={Link} to={paths.login.getHref()}>
              {t('console.seller_login.to_login')}
            </Anchor>
          </Stack>
        </Alert>
      ) : (
        <>
          <Loader aria-label={t('console.seller_login.signing_in')} />
          <Text>{t('console.seller_login.signing_in')}</Text>
        </>
      )}
    </Stack>
  );
}
