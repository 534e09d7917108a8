import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueueDownload } from './queue-download';
import { QueueFilters } from './queue-filters';
import { StatusTabs } from './status-tabs';
import type { QueueParams } from './use-queue-params';

export interface QueueFrameProps {
  title: string;
  queue: QueueParams;
  /** The answer's REVIEW_SLA_HOURS, once known. */
  slaHours: number | null | undefined;
  searchHint: string;
  amountToCents?: (text: string) => number | null;
  /** The decisions' CSV export, offered on the decided tabs to a viewer who may download it. */
  exportPath?: string;
  children: ReactNode;
}

/** A review queue's heading, status tabs, search and filters around its table. */
export function QueueFrame({ title, queue, slaHours, searchHint, amountToCents, exportPath, children }: QueueFrameProps) {
  const { t } = useTranslation();
  const { status, filters, show, filter } = queue;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper withBorder p="md">
        <StatusTabs value={status} onChange={(next) => { show(next); }} />
        <Stack pt="md" gap="md">
          <QueueFilters
            key={JSON.stringify(filters)}
            value={filters}
            onChange={filter}
            searchHint={searchHint}
            amountToCents={amountToCents}
          />
          {status === 'wait' && slaHours && (
            <Text size="xs" c="dimmed" data-testid="sla-note">
              {t('console.queue.sla_note', { hours: slaHours })}
            </Text>
          )}
          {exportPath && status !== 'wait' && <QueueDownload path={exportPath} queue={queue} amountToCents={amountToCents} />}
          {children}
        </Stack>
      </Paper>
    </Stack>
  );
}
