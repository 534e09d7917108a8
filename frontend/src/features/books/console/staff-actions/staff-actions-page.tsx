import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Overlay.css';
import { Group, NumberInput, Select, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagedDataTable } from '@/shared/components/paged-table';
import { formatDateTime } from '@/shared/format';
import { positiveInt } from '@/shared/query-params';
import { ACTION_KIND_LABELS, ACTION_KINDS, changesOf } from './action-kinds';
import { useGetStaffActionsQuery, type ActionKind, type StaffAction } from './staff-actions-api';

function isKind(value: string | null): value is ActionKind {
  return value !== null && (ACTION_KINDS as string[]).includes(value);
}

/** Each changed field as "field: before → after". */
function Changes({ action }: { action: StaffAction }) {
  const changes = changesOf(action.before, action.after);
  if (changes.length === 0) return <Text size="sm">—</Text>;
  return (
    <Stack gap={2}>
      {changes.map((change) => (
        <Text key={change.field} size="sm" data-testid="action-change">
          <Text span fw={500}>
            {change.field}
          </Text>
          {': '}
          <bdi>{change.from}</bdi> → <bdi>{change.to}</bdi>
        </Text>
      ))}
    </Stack>
  );
}

function Actor({ action }: { action: StaffAction }) {
  const { t } = useTranslation();
  if (action.actor.uid === 0) return <Text size="sm">{t('console.staff_actions.system')}</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm">
        <bdi>{action.actor.nickname || action.actor.email}</bdi>
      </Text>
      <Text size="xs" c="dimmed">
        {t('console.staff_actions.uid', { uid: action.actor.uid })}
      </Text>
    </Stack>
  );
}

/**
 * console/audit/actions: every change the platform's staff made (categories, content,
 * commission, shops, moderation, people), newest first, filtered by kind and by actor in the URL.
 */
export function StaffActionsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page')) ?? 1;
  const kindParam = params.get('kind');
  const kind = isKind(kindParam) ? kindParam : undefined;
  const actorUid = positiveInt(params.get('actor'));
  const result = useGetStaffActionsQuery({ page, kind, actorUid }, { refetchOnMountOrArgChange: true });

  const setFilter = (name: string, value: string | null): void => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setParams(next);
  };

  return (
    <Stack>
      <Title order={2}>{t('console.staff_actions.title')}</Title>
      <Text c="dimmed">{t('console.staff_actions.intro')}</Text>
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('console.staff_actions.kind_filter')}
          placeholder={t('console.staff_actions.every_kind')}
          data={ACTION_KINDS.map((value) => ({ value, label: t(ACTION_KIND_LABELS[value]) }))}
          value={kind ?? null}
          onChange={(value) => { setFilter('kind', value); }}
          clearable
          w={{ base: '100%', xs: 260 }}
        />
        <NumberInput
          label={t('console.staff_actions.actor_filter')}
          value={actorUid ?? ''}
          onChange={(value) => { setFilter('actor', typeof value === 'number' && value > 0 ? String(value) : null); }}
          min={1}
          allowDecimal={false}
          w={{ base: '100%', xs: 180 }}
        />
      </Group>
      <PagedDataTable<StaffAction>
        result={result}
        page={page}
        onPageChange={(next) => { setFilter('page', String(next)); }}
        label={t('console.staff_actions.title')}
        emptyText={t('console.staff_actions.empty')}
        rowKey={(action) => action.action_id}
        columns={[
          { key: 'kind', header: t('console.staff_actions.kind_column'), role: 'title', cell: (action) => t(ACTION_KIND_LABELS[action.kind]) },
          { key: 'time', header: t('console.staff_actions.time'), nowrap: true, cell: (action) => formatDateTime(action.time) },
          { key: 'actor', header: t('console.staff_actions.actor'), cell: (action) => <Actor action={action} /> },
          { key: 'target', header: t('console.staff_actions.target'), cell: (action) => <bdi>{action.target}</bdi> },
          { key: 'reason', header: t('console.staff_actions.reason'), cell: (action) => <bdi>{action.reason || '—'}</bdi> },
          { key: 'changes', header: t('console.staff_actions.changes'), cell: (action) => <Changes action={action} /> },
        ]}
      />
    </Stack>
  );
}
