import { Anchor, Badge, Box, Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/shared/format';
import type { ModerationAction } from './moderation-action-modal';
import type { ProductReport, ReportGroup } from './moderation-api';

const RESOLUTION_LABELS = {
  taken_down: 'console.moderation.resolution_taken_down',
  dismissed: 'console.moderation.resolution_dismissed',
} as const;

const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0 } as const;

function ReportLine({ report, onDismiss }: { report: ProductReport; onDismiss?: () => void }) {
  const { t } = useTranslation();
  return (
    <Group component="li" justify="space-between" align="flex-start" wrap="nowrap" gap="sm" data-testid="report-line">
      <Box style={{ minWidth: 0, flex: 1 }}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <bdi>{report.reason}</bdi>
        </Text>
        <Text size="xs" c="dimmed">
          {t('console.moderation.reported_by', { name: report.reporter_name, time: formatDateTime(report.time) })}
        </Text>
      </Box>
      {onDismiss && (
        <Button size="compact-sm" variant="subtle" onClick={onDismiss} style={{ flexShrink: 0 }}>
          {t('console.moderation.dismiss.action')}
        </Button>
      )}
    </Group>
  );
}

/** How the group's reports were closed: by whom, when, and the reason or remark. */
function ClosingFacts({ closed }: { closed: NonNullable<ReportGroup['closed']> }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} data-testid="closing">
      <Group gap="xs">
        <Badge color={closed.resolution === 'taken_down' ? 'red' : 'gray'} variant="light">
          {t(RESOLUTION_LABELS[closed.resolution])}
        </Badge>
        <Text size="xs" c="dimmed">
          {t('console.moderation.closed_by', { name: closed.by_name, time: formatDateTime(closed.time) })}
        </Text>
      </Group>
      {closed.remark && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <bdi>{closed.remark}</bdi>
        </Text>
      )}
    </Stack>
  );
}

/**
 * One reported product (or one closing of its reports): the product and its shop, its reports'
 * reasons with who filed them and when, and what the operator may do: take it down or dismiss a
 * report while reports are open, restore it while it is taken down.
 */
export function ReportGroupCard({ group, onAction }: { group: ReportGroup; onAction: (action: ModerationAction) => void }) {
  const { t } = useTranslation();
  const { goods } = group;
  const open = group.closed === null;
  return (
    <Paper withBorder p="md" component="article" aria-label={goods.name} data-testid="report-group">
      <Stack gap="sm">
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <Image src={goods.cover_image || null} w={56} h={56} fit="cover" radius="sm" alt="" bg="gray.1" />
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Anchor component={Link} to={paths.product.getHref(goods.shop_goods_id)} fw={500} style={{ overflowWrap: 'anywhere' }}>
              <bdi>{goods.name}</bdi>
            </Anchor>
            <Text size="sm" c="dimmed">
              <bdi>{goods.shop_name}</bdi>
            </Text>
            <Group gap="xs">
              <Badge variant="light" color="orange">
                {t('console.moderation.open_reports', { number: group.open_reports })}
              </Badge>
              {goods.taken_down && (
                <Badge variant="filled" color="red">
                  {t('console.moderation.taken_down')}
                </Badge>
              )}
              {!goods.on_sale && <Badge variant="light" color="gray">{t('console.moderation.off_sale')}</Badge>}
            </Group>
          </Stack>
        </Group>
        {group.closed && <ClosingFacts closed={group.closed} />}
        <Stack component="ul" gap="xs" style={LIST_STYLE} aria-label={t('console.moderation.reports_label', { name: goods.name })}>
          {group.reports.map((report) => (
            <ReportLine
              key={report.report_id}
              report={report}
              onDismiss={open && !goods.taken_down ? () => { onAction({ kind: 'dismiss', group, report }); } : undefined}
            />
          ))}
        </Stack>
        <Text size="xs" c="dimmed">
          {t('console.moderation.latest', { time: formatDateTime(group.latest_report_time) })}
        </Text>
        {(goods.taken_down || open) && (
          <Group justify="flex-end">
            {goods.taken_down ? (
              <Button variant="light" onClick={() => { onAction({ kind: 'restore', group }); }}>
                {t('console.moderation.restore.action')}
              </Button>
            ) : (
              <Button color="red" onClick={() => { onAction({ kind: 'takedown', group }); }}>
                {t('console.moderation.takedown.action')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
