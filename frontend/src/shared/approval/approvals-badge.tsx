import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format';
import { approvalProgress, waitingFirstApproval, type ApprovalCount } from './approvals';

/** "1 of 2 approvals" on an application that needs two reviewers; nothing when one decides it. */
export function ApprovalsBadge({ item }: { item: ApprovalCount }) {
  const { t } = useTranslation();
  const progress = approvalProgress(item);
  if (!progress) return null;
  return (
    <Badge
      variant="outline"
      color={progress.approvals > 0 ? 'blue' : 'gray'}
      data-testid="approvals"
      style={{ minWidth: 'max-content' }}
    >
      {t('console.approvals.progress', { approvals: progress.approvals, needed: progress.needed })}
    </Badge>
  );
}

/** Under a "1 of 2" item: who approved first and when, so the next reviewer knows who agreed. */
export function FirstApproval({ item }: { item: ApprovalCount & { status?: string } }) {
  const { t } = useTranslation();
  const first = waitingFirstApproval(item);
  if (!first) return null;
  const reviewer = first.reviewer === 'system' ? t('console.approvals.system') : first.reviewer || String(first.reviewer_uid);
  return (
    <Text size="xs" c="dimmed" data-testid="first-approval" style={{ overflowWrap: 'anywhere' }}>
      {first.time === null
        ? t('console.approvals.first_by', { reviewer })
        : t('console.approvals.first_by_at', { reviewer, time: formatDateTime(first.time) })}
    </Text>
  );
}
