import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/shared/components/load-failed';
import { formatDateTime } from '@/shared/format';
import { useGetCommissionRulesQuery } from './commission-api';
import { formatPercent } from './commission-rules';
import type { CommissionRules } from './commission-types';
import type { RuleEdit } from './rule-edit';
import { RuleModal } from './rule-modal';
import { CategoryRules, ShopRules } from './rule-tables';

/** The rate every order pays without a more specific rule, and who set it when. */
function DefaultRate({ rules, onEdit }: { rules: CommissionRules; onEdit: (edit: RuleEdit) => void }) {
  const { t, i18n } = useTranslation();
  const { percent, set_time: setTime } = rules.default;
  return (
    <Paper withBorder p="md" data-testid="commission-default">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ flex: '1 1 220px' }}>
          <Text size="sm" c="dimmed">
            {t('console.commission.default_title')}
          </Text>
          <Text fw={700} fz="xl" c="orange.8">
            <bdi>{formatPercent(percent, i18n.language)}</bdi>
          </Text>
          <Text size="xs" c="dimmed">
            {setTime === null ? t('console.commission.default_configured') : t('console.commission.default_set', { time: formatDateTime(setTime) })}
          </Text>
        </Stack>
        <Button variant="light" onClick={() => { onEdit({ scope: 'default', mode: 'set', percent }); }}>
          {t('console.commission.edit_default')}
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * console/commission/*: the platform's commission rules. The most specific rule wins (a shop's,
 * then a product's category's or its nearest ancestor's, then the default); a change applies to
 * orders paid after it, and an order keeps the rate it was paid at.
 */
export function CommissionPage() {
  const { t } = useTranslation();
  const rules = useGetCommissionRulesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [editing, setEditing] = useState<RuleEdit | null>(null);
  let body;
  if (rules.isError) body = <LoadFailed error={rules.error} onRetry={() => void rules.refetch()} />;
  else if (!rules.data) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  } else {
    body = (
      <>
        <DefaultRate rules={rules.data} onEdit={setEditing} />
        <CategoryRules rules={rules.data} onEdit={setEditing} />
        <ShopRules rules={rules.data} onEdit={setEditing} />
      </>
    );
  }
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('console.commission.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('console.commission.intro')}
      </Text>
      {body}
      {editing && rules.data && <RuleModal edit={editing} tree={rules.data.tree} onClose={() => { setEditing(null); }} />}
    </Stack>
  );
}
