import '@mantine/core/styles/List.css';
import { Alert, Anchor, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDateTime, formatMoney } from '@/shared/format';
import { reviewStatusView } from '@/shared/approval/review-status';
import type { DuplicateReason, DuplicateRecharge } from './wallet-review-types';
import { shortId } from '@/shared/approval/application-id';

const REASON_LABELS: Record<DuplicateReason, string> = {
  transaction_id: 'console.duplicates.reason_transaction_id',
  proof_image: 'console.duplicates.reason_proof_image',
};

function reasonLabel(reason: string): string {
  return reason in REASON_LABELS ? REASON_LABELS[reason as DuplicateReason] : 'console.duplicates.reason_other';
}

/** Other applications with the same transaction id or the same proof image, each with why. */
export function DuplicateAlert({ duplicates }: { duplicates: DuplicateRecharge[] }) {
  const { t } = useTranslation();
  if (duplicates.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={t('console.duplicates.title', { number: duplicates.length })}
      icon={<Text fw={900}>!</Text>}
      style={{ borderInlineStart: '6px solid var(--mantine-color-red-6)' }}
      data-testid="duplicate-alert"
    >
      <Text size="sm" mb="xs">
        {t('console.duplicates.body')}
      </Text>
      <List spacing="xs" size="sm">
        {duplicates.map((duplicate) => (
          <List.Item key={duplicate.recharge_id} data-testid="duplicate-item">
            <Anchor component={Link} to={paths.consoleRechargeDetail.getHref(duplicate.recharge_id)} fw={700}>
              {t('console.recharge.number', { id: shortId(duplicate.recharge_id) })}
            </Anchor>
            {' · '}
            <bdi>{duplicate.email}</bdi>
            {' · '}
            {formatMoney(duplicate.amount)}
            {' · '}
            {t(reviewStatusView(duplicate.status).labelKey)}
            {' · '}
            {formatDateTime(duplicate.add_time)}
            <Text component="div" size="sm" fw={700} c="red.8">
              {duplicate.reasons.map((reason) => t(reasonLabel(reason))).join(' · ')}
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
