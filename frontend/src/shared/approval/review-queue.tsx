import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable, type PagedResult } from '@/shared/components/paged-table';
import { formatDateTime } from '@/shared/format';
import { notify } from '@/shared/notify';
import { ReviewStatusBadge } from './review-status-badge';
import { shortId } from './application-id';
import { decisionProblem, type DecisionKind } from './decision';
import type { QueueParams } from './use-queue-params';
import { DecisionModal } from './decision-modal';
import { StatusTabs } from './status-tabs';
import { UserCell } from './user-cell';

/** What every reviewed application shows in a queue, whatever it applies for. */
export interface QueueItem {
  uid: number | string;
  email: string;
  status: string;
  remark: string;
  add_time: number;
  review_time: number | null;
}

export interface ReviewQueueProps<T extends QueueItem> {
  title: string;
  queue: QueueParams;
  result: PagedResult<T>;
  minWidth: number;
  idOf: (item: T) => string;
  /** The application's own columns, between the applicant and the status. */
  head: ReactNode;
  cells: (item: T) => ReactNode;
  /** Sends the decision; resolves with the RTK Query result. */
  send: (kind: DecisionKind, id: string, remark: string) => Promise<{ error?: unknown }>;
  busy: boolean;
  /** Accessible names of the row's two buttons. */
  buttonLabels: (item: T) => Record<DecisionKind, string>;
  /** What the decision modal says about the application being decided. */
  summary: (item: T, kind: DecisionKind) => ReactNode;
  /** Extra lines under the applicant (e.g. a nickname). */
  applicantNote?: (item: T) => ReactNode;
}

/**
 * A reviewer's queue of applications decided in place: the status tabs, one page of the list,
 * approve and reject buttons on waiting rows, and the decision modal that asks for the remark.
 */
export function ReviewQueue<T extends QueueItem>({
  title,
  queue,
  result,
  minWidth,
  idOf,
  head,
  cells,
  send,
  busy,
  buttonLabels,
  summary,
  applicantNote,
}: ReviewQueueProps<T>) {
  const { t } = useTranslation();
  const { status, page, show } = queue;
  const [pending, setPending] = useState<{ kind: DecisionKind; item: T } | null>(null);
  const decided = status !== 'wait';

  const decide = async (kind: DecisionKind, remark: string) => {
    if (!pending) return null;
    const answer = await send(kind, idOf(pending.item), remark);
    if (answer.error === undefined) {
      notify('success', kind === 'approve' ? t('console.decision.approved') : t('console.decision.rejected'));
      return null;
    }
    return decisionProblem(answer.error, t('api.error_unknown'));
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper withBorder p="md">
        <StatusTabs value={status} onChange={(next) => { show(next); }} />
        <Stack pt="md">
          <PagedTable
            result={result}
            page={page}
            onPageChange={(next) => { show(status, next); }}
            label={title}
            emptyText={decided ? t('console.queue.empty_decided') : t('console.queue.empty_wait')}
            minWidth={minWidth}
            rowKey={idOf}
            head={
              <Table.Tr>
                <Table.Th>{t('console.column.id')}</Table.Th>
                <Table.Th>{t('console.column.submitted')}</Table.Th>
                <Table.Th>{t('console.column.user')}</Table.Th>
                {head}
                <Table.Th>{t('console.column.status')}</Table.Th>
                <Table.Th>{decided ? t('console.column.reviewed') : t('console.column.action')}</Table.Th>
              </Table.Tr>
            }
            renderRow={(item) => (
              <>
                <Table.Td title={idOf(item)}>{shortId(idOf(item))}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.add_time)}</Table.Td>
                <Table.Td>
                  <UserCell email={item.email} uid={item.uid} />
                  {applicantNote?.(item)}
                </Table.Td>
                {cells(item)}
                <Table.Td>
                  <ReviewStatusBadge status={item.status} />
                </Table.Td>
                {decided ? (
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(item.review_time)}
                    </Text>
                    {item.remark && (
                      <Text size="xs" c="dimmed">
                        {item.remark}
                      </Text>
                    )}
                  </Table.Td>
                ) : (
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        color="green"
                        onClick={() => { setPending({ kind: 'approve', item }); }}
                        aria-label={buttonLabels(item).approve}
                      >
                        {t('console.decision.approve')}
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        variant="outline"
                        onClick={() => { setPending({ kind: 'reject', item }); }}
                        aria-label={buttonLabels(item).reject}
                      >
                        {t('console.decision.reject')}
                      </Button>
                    </Group>
                  </Table.Td>
                )}
              </>
            )}
          />
        </Stack>
      </Paper>
      <DecisionModal
        kind={pending?.kind ?? null}
        busy={busy}
        onClose={() => { setPending(null); }}
        onConfirm={decide}
        summary={pending && summary(pending.item, pending.kind)}
      />
    </Stack>
  );
}
