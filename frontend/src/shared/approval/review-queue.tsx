import { Anchor, Stack, Text } from '@mantine/core';
import { DecidedCell } from './decided-cell';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedDataTable, type PagedResult } from '@/shared/components/paged-table';
import type { DataColumn } from '@/shared/components/data-table';
import { formatDateTime } from '@/shared/format';
import { ReviewStatusBadge } from './review-status-badge';
import { shortId } from './application-id';
import { decisionProblem, type DecisionKind } from './decision';
import type { QueueParams } from './use-queue-params';
import { DecisionModal } from './decision-modal';
import { UserCell } from './user-cell';
import { AgeCell } from './age-cell';
import { ApprovalsBadge, FirstApproval } from './approvals-badge';
import { approvedBy, type ApprovalCount } from './approvals';
import { announceDecision } from './announce-decision';
import { DecisionButtons } from './decision-buttons';
import { QueueFrame } from './queue-frame';
import { nowSeconds, overdueRow } from './queue-age';
import type { QueuePage } from './queue-page';

/** What every reviewed application shows in a queue, whatever it applies for. */
export interface QueueItem extends ApprovalCount {
  uid: number | string;
  email: string;
  status: string;
  remark: string;
  add_time: number;
  review_time: number | null;
  /** Waiting longer than the review SLA. */
  overdue?: boolean;
}

export interface ReviewQueueProps<T extends QueueItem> {
  title: string;
  queue: QueueParams;
  result: PagedResult<T> & { data?: QueuePage<T> };
  idOf: (item: T) => string;
  /** The application's own page, if it has one: the id links there. */
  detailPath?: (item: T) => string;
  /** The application's own columns, between the applicant and the status. */
  columns: DataColumn<T>[];
  /** Sends the decision; resolves with the RTK Query result. */
  send: (kind: DecisionKind, id: string, remark: string) => Promise<{ error?: unknown }>;
  busy: boolean;
  /** Accessible names of the row's two buttons. */
  buttonLabels: (item: T) => Record<DecisionKind, string>;
  /** What the decision modal says about the application being decided. */
  summary: (item: T, kind: DecisionKind) => ReactNode;
  /** Extra lines under the applicant (e.g. a nickname). */
  applicantNote?: (item: T) => ReactNode;
  /** What the search matches in this queue. */
  searchHint: string;
  /** Amount filters (money queues): parses currency units into cents. */
  amountToCents?: (text: string) => number | null;
  /** The reviewer looking at the queue (to tell an approval of their own). */
  viewerUid?: number | string;
  /** The decisions' CSV export, when the viewer may download it (auditors and operators). */
  exportPath?: string;
}

/**
 * A reviewer's queue of applications decided in place: the status tabs, search and filters, one
 * page of the list with each waiting item's age (overdue ones tinted), approve and reject buttons
 * on waiting rows, and the decision modal that asks for the remark.
 */
export function ReviewQueue<T extends QueueItem>(props: ReviewQueueProps<T>) {
  const { title, queue, result, idOf, detailPath, columns, send, buttonLabels, summary, applicantNote } = props;
  const { t } = useTranslation();
  const { status, page, show } = queue;
  const [pending, setPending] = useState<{ kind: DecisionKind; item: T } | null>(null);
  const decided = status !== 'wait';
  const now = nowSeconds();

  const decide = async (kind: DecisionKind, remark: string) => {
    if (!pending) return null;
    const answer = await send(kind, idOf(pending.item), remark);
    if (answer.error === undefined) {
      announceDecision(kind, pending.item, t);
      return null;
    }
    return decisionProblem(answer.error, t('api.error_unknown'));
  };

  return (
    <QueueFrame
      title={title}
      queue={queue}
      slaHours={result.data?.sla_hours}
      searchHint={props.searchHint}
      amountToCents={props.amountToCents}
      exportPath={props.exportPath}
    >
      <PagedDataTable<T>
        result={result}
        page={page}
        onPageChange={(next) => { show(status, next); }}
        label={title}
        emptyText={decided ? t('console.queue.empty_decided') : t('console.queue.empty_wait')}
        rowKey={idOf}
        rowProps={(item) => overdueRow(!decided && item.overdue)}
        columns={[
          {
            key: 'id',
            header: t('console.column.id'),
            role: 'title',
            cell: (item) =>
              detailPath ? (
                <Anchor component={Link} to={detailPath(item)} size="sm" title={idOf(item)}>
                  {shortId(idOf(item))}
                </Anchor>
              ) : (
                <span title={idOf(item)}>{shortId(idOf(item))}</span>
              ),
          },
          {
            key: 'submitted',
            header: t('console.column.submitted'),
            cell: (item) => (
              <Stack gap={2} align="flex-start">
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(item.add_time)}
                </Text>
                {!decided && <AgeCell addTime={item.add_time} overdue={item.overdue === true} now={now} />}
              </Stack>
            ),
          },
          {
            key: 'user',
            header: t('console.column.user'),
            cell: (item) => (
              <>
                <UserCell email={item.email} uid={item.uid} />
                {applicantNote?.(item)}
              </>
            ),
          },
          ...columns,
          {
            key: 'status',
            header: t('console.column.status'),
            cell: (item) => (
              <Stack gap={4} align="flex-start">
                <ReviewStatusBadge status={item.status} />
                <ApprovalsBadge item={item} />
                <FirstApproval item={item} />
              </Stack>
            ),
          },
          decided
            ? {
                key: 'reviewed',
                header: t('console.column.reviewed'),
                cell: (item) => <DecidedCell reviewTime={item.review_time} remark={item.remark} />,
              }
            : {
                key: 'action',
                header: t('console.column.action'),
                role: 'actions',
                cell: (item) => (
                  <DecisionButtons
                    size="xs"
                    labels={buttonLabels(item)}
                    approvedByViewer={approvedBy(item, props.viewerUid)}
                    onDecide={(kind) => { setPending({ kind, item }); }}
                  />
                ),
              },
        ]}
      />
      <DecisionModal
        kind={pending?.kind ?? null}
        busy={props.busy}
        onClose={() => { setPending(null); }}
        onConfirm={decide}
        summary={pending && summary(pending.item, pending.kind)}
      />
    </QueueFrame>
  );
}
