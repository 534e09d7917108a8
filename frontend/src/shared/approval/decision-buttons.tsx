import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DecisionKind } from './decision';

export interface DecisionButtonsProps {
  /** Accessible names of the two buttons (on a queue row, they name the application). */
  labels?: Partial<Record<DecisionKind, string>>;
  /** This reviewer approved already: only another reviewer (or a rejection) can move it on. */
  approvedByViewer?: boolean;
  size?: 'xs' | 'sm';
  onDecide: (kind: DecisionKind) => void;
}

/** Approve and reject, for a waiting application. */
export function DecisionButtons({ labels, approvedByViewer = false, size = 'sm', onDecide }: DecisionButtonsProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      {approvedByViewer ? (
        <Text size="xs" c="dimmed" maw={160}>
          {t('console.approvals.you_approved')}
        </Text>
      ) : (
        <Button size={size} color="green" onClick={() => { onDecide('approve'); }} aria-label={labels?.approve}>
          {t('console.decision.approve')}
        </Button>
      )}
      <Button size={size} color="red" variant="outline" onClick={() => { onDecide('reject'); }} aria-label={labels?.reject}>
        {t('console.decision.reject')}
      </Button>
    </Group>
  );
}
