import { Center, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetSiteConfigQuery } from '@/shared/config/config-api';

/** The loading screen never stays longer than this, even if system/config does not answer. */
export const LOADING_SCREEN_MAX_MS = 5000;

export function LoadingScreen() {
  const { t } = useTranslation();
  const { isSuccess } = useGetSiteConfigQuery();
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setTimedOut(true);
    }, LOADING_SCREEN_MAX_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, []);

  if (isSuccess || timedOut) return null;
  return (
    <Center
      data-testid="loading-screen"
      role="status"
      aria-label={t('app.loading')}
      pos="fixed"
      inset={0}
      bg="white"
      style={{ zIndex: 1000 }}
    >
      <Loader color="orange" />
    </Center>
  );
}
