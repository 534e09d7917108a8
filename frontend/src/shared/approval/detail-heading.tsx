import { Group, Stack, Title } from '@mantine/core';
import type { ApprovalCount } from './approvals';
import { approvedBy } from './approvals';
import { ApprovalsBadge, FirstApproval } from './approvals-badge';
import { DecisionButtons } from './decision-buttons';
import type { DecisionKind } from './decision';
import { ReviewStatusBadge } from './review-status-badge';

export interface DetailHeadingProps {
  title: string;
  item: ApprovalCount & { status: string };
  viewerUid?: number | string;
  onDecide: (kind: DecisionKind) => void;
}

/** An application's page heading: its number, status, approvals so far and, while waiting, the decision. */
export function DetailHeading({ title, item, viewerUid, onDecide }: DetailHeadingProps) {
  return (
    <Group justify="space-between" align="center">
      <Stack gap={4}>
        <Group gap="sm">
          <Title order={1} size="h2">
            {title}
          </Title>
          <ReviewStatusBadge status={item.status} />
          <ApprovalsBadge item={item} />
        </Group>
        <FirstApproval item={item} />
      </Stack>
      {item.status === 'wait' && (
        <DecisionButtons approvedByViewer={approvedBy(item, viewerUid)} onDecide={onDecide} />
      )}
    </Group>
  );
}
