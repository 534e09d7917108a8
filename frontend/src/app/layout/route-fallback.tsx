import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while the first lazily loaded screen of a deep link arrives. */
export function RouteFallback({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <Center mih={fullScreen ? '100vh' : '60vh'}>
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
}
