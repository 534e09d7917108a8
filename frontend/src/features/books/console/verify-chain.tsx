import { Alert, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-types';
import { useLazyVerifyChainQuery } from './ledger-api';

/** console/audit/verify: recomputes every closed day and names the first one that no longer matches. */
export function VerifyChain() {
  const { t } = useTranslation();
  const [verify, check] = useLazyVerifyChainQuery();
  const { data } = check;
  let outcome = null;
  if (check.isError) {
    outcome = (
      <Alert color="red" variant="light" role="alert">
        {isApiError(check.error) && check.error.message ? check.error.message : t('api.error_unknown')}
      </Alert>
    );
  } else if (data && !check.isFetching) {
    outcome = data.ok ? (
      <Alert color="green" variant="light" title={t('console.books.chain_ok')} data-testid="chain-result">
        {t('console.books.chain_checked', { count: data.checked })}
      </Alert>
    ) : (
      <Alert color="red" variant="light" role="alert" title={t('console.books.chain_broken')} data-testid="chain-result">
        {t('console.books.chain_first_bad', { date: data.first_bad_date ?? '?' })}{' '}
        {t('console.books.chain_checked', { count: data.checked })}
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <Group>
        <Button variant="default" loading={check.isFetching} onClick={() => void verify()}>
          {t('console.books.verify')}
        </Button>
      </Group>
      {outcome}
    </Stack>
  );
}
