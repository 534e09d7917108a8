import '@mantine/core/styles/Switch.css';
import { Avatar, Badge, Box, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shared/notify';
import { useLocalizedName } from '@/features/catalogue/localized';
import { useSaveConsoleCategoryMutation, type ConsoleCategory } from './structure-api';
import { MAX_LEVEL } from './structure-form';

export interface CategoryActions {
  onEdit: (node: ConsoleCategory) => void;
  onAddChild: (parent: ConsoleCategory) => void;
}

/** Shows or hides a category at once (the whole category saved with its visibility switched). */
function VisibleSwitch({ node, name }: { node: ConsoleCategory; name: string }) {
  const { t } = useTranslation();
  const [save, { isLoading }] = useSaveConsoleCategoryMutation();
  const [wanted, setWanted] = useState<boolean | null>(null);
  const change = async (visible: boolean): Promise<void> => {
    setWanted(visible);
    const { category_id, parent_id, names, icon, sort } = node;
    const answer = await save({ category_id, parent_id, names, icon, sort, visible, reason: '' });
    setWanted(null);
    if (answer.error === undefined) notify('success', t(visible ? 'console.structure.now_shown' : 'console.structure.now_hidden', { name }));
    else notify('error', t('console.structure.switch_failed', { name }));
  };
  return (
    <Switch
      checked={wanted ?? node.visible}
      disabled={isLoading}
      onChange={(event) => void change(event.currentTarget.checked)}
      label={t('console.structure.visible')}
      aria-label={t('console.structure.visible_of', { name })}
    />
  );
}

/** One category with its actions, and its children indented under it. */
function CategoryRow({ node, actions }: { node: ConsoleCategory; actions: CategoryActions }) {
  const { t } = useTranslation();
  const nameOf = useLocalizedName();
  const name = nameOf(node.names);
  return (
    <Box component="li" style={{ listStyle: 'none' }}>
      <Paper withBorder p="xs" data-testid="category-row" data-category-id={node.category_id} bg={node.shown ? undefined : 'gray.0'}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 12rem' }}>
            <Avatar src={node.icon_url} size={36} radius="sm" alt="" />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={node.level === 1 ? 700 : 500} style={{ overflowWrap: 'anywhere' }}>
                <bdi>{name}</bdi>
              </Text>
              <Group gap={6} wrap="wrap">
                <Text size="xs" c="dimmed">
                  {t('console.structure.sort_value', { sort: node.sort })}
                </Text>
                {!node.visible && (
                  <Badge color="gray" size="xs" variant="light">
                    {t('console.structure.hidden')}
                  </Badge>
                )}
                {node.visible && !node.shown && (
                  <Badge color="gray" size="xs" variant="outline">
                    {t('console.structure.hidden_by_parent')}
                  </Badge>
                )}
              </Group>
            </Stack>
          </Group>
          <Group gap="xs" wrap="wrap">
            <VisibleSwitch node={node} name={name} />
            <Button size="compact-sm" variant="light" onClick={() => { actions.onEdit(node); }} aria-label={t('console.structure.edit_of', { name })}>
              {t('console.structure.edit')}
            </Button>
            {node.level < MAX_LEVEL && (
              <Button size="compact-sm" variant="subtle" onClick={() => { actions.onAddChild(node); }} aria-label={t('console.structure.add_child_of', { name })}>
                {t('console.structure.add_child')}
              </Button>
            )}
          </Group>
        </Group>
      </Paper>
      {node.children.length > 0 && <CategoryTree nodes={node.children} actions={actions} nested />}
    </Box>
  );
}

/** The tree, each level indented under its parent (on the inline start, so right in Arabic). */
export function CategoryTree({ nodes, actions, nested = false }: { nodes: ConsoleCategory[]; actions: CategoryActions; nested?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" gap="xs" p={0} m={0} mt={nested ? 'xs' : 0} ps={nested ? 'md' : 0} aria-label={nested ? undefined : t('console.structure.tree')}>
      {nodes.map((node) => (
        <CategoryRow key={node.category_id} node={node} actions={actions} />
      ))}
    </Stack>
  );
}
