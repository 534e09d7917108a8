import { Button, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/store/hooks';
import { LoadFailed } from '@/shared/components/load-failed';
import { Pagination } from '@/shared/components/pagination';
import { useGetFavoritesQuery } from '../api/favorite-api';
import { selectUser } from '@/store/session/session-slice';
import { EmptyResult } from './catalogue-states';
import { ProductGrid, ProductGridSkeleton } from './product-card';

const WISH_PAGE_SIZE = 20;
const WISH_COLS = { base: 2, sm: 3, lg: 4 };

/** user-wish: the customer's favourite products, newest first, paged. */
export function UserWishPage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, error, refetch } = useGetFavoritesQuery({
    page,
    pageSize: WISH_PAGE_SIZE,
    uid: user?.uid ?? 'guest',
  });
  const lastPage = data ? Math.max(1, Math.ceil(data.total / WISH_PAGE_SIZE)) : 1;
  // Removing the last favourite of the last page leaves that page empty: step back one.
  if (data && page > lastPage) setPage(lastPage);

  let body;
  if (isLoading) body = <ProductGridSkeleton count={8} cols={WISH_COLS} />;
  else if (isError || !data)
    body = (
      <LoadFailed
        error={error}
        onRetry={() => {
          void refetch();
        }}
      />
    );
  else if (data.total === 0)
    body = (
      <EmptyResult
        title={t('favorite.wish.empty_title')}
        description={t('favorite.wish.empty_body')}
        action={
          <Button component={Link} to={paths.list.getHref()} variant="light">
            {t('favorite.wish.browse')}
          </Button>
        }
      />
    );
  else
    body = (
      <>
        <ProductGrid goods={data.list} cols={WISH_COLS} />
        <Pagination page={page} total={data.total} pageSize={WISH_PAGE_SIZE} onChange={setPage} />
      </>
    );

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('favorite.wish.title')}
      </Title>
      {body}
    </Stack>
  );
}
