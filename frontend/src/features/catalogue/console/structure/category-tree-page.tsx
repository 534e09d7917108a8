import './structure-styles';
import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/shared/components/load-failed';
import { CategoryFormModal, type CategoryEditing } from './category-form-modal';
import { CategoryTree } from './category-tree';
import { useGetConsoleCategoriesQuery } from './structure-api';

/**
 * console/category/*: the whole category tree, hidden categories included. The operator adds a
 * level-one category or one under any category of the first two levels, edits one (names in 9
 * languages, icon, place, parent) and shows or hides it; the storefront follows at once.
 */
export function CategoryTreePage() {
  const { t } = useTranslation();
  const tree = useGetConsoleCategoriesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [editing, setEditing] = useState<CategoryEditing | null>(null);
  let body;
  if (tree.isError) body = <LoadFailed error={tree.error} onRetry={() => void tree.refetch()} />;
  else if (!tree.data) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  } else if (tree.data.length === 0) {
    body = (
      <Text c="dimmed" ta="center" py="xl">
        {t('console.structure.no_categories')}
      </Text>
    );
  } else {
    body = (
      <CategoryTree
        nodes={tree.data}
        actions={{
          onEdit: (node) => { setEditing({ kind: 'edit', node }); },
          onAddChild: (parent) => { setEditing({ kind: 'new', parent }); },
        }}
      />
    );
  }
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={1} size="h2">
          {t('console.structure.categories_title')}
        </Title>
        <Button onClick={() => { setEditing({ kind: 'new', parent: null }); }} disabled={!tree.data}>
          {t('console.structure.add_top')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('console.structure.categories_intro')}
      </Text>
      <Paper withBorder p={{ base: 'xs', sm: 'md' }}>{body}</Paper>
      <CategoryFormModal editing={editing} tree={tree.data ?? []} onClose={() => { setEditing(null); }} />
    </Stack>
  );
}
