import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { approvalProgress, type ApprovalCount } from './approvals';

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
