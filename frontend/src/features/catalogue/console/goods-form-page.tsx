import './goods-styles';
import { Anchor, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { LoadFailed } from '@/shared/components/load-failed';
import { notify } from '@/shared/notify';
import { positiveInt } from '@/shared/query-params';
import { useGetSellerGoodsDetailQuery } from './goods-api';
import { GoodsForm } from './goods-form';
import { emptyGoodsValues, goodsValuesOf } from './goods-form-values';
import { TakenDownAlert } from './taken-down-notice';

function Heading({ title, goodsId }: { title: string; goodsId?: number }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>
      <Group gap="md">
        {goodsId !== undefined && (
          <Anchor component={Link} to={paths.consoleSellerGoodsStock.getHref(goodsId)} size="sm">
            {t('console.goods.list.history')}
          </Anchor>
        )}
        <Anchor component={Link} to={paths.consoleSellerGoods.getHref()} size="sm">
          {t('console.goods.form.back_to_list')}
        </Anchor>
      </Group>
    </Group>
  );
}

/** A new product: once saved, the seller is taken to its edit page. */
function NewGoods() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <Heading title={t('console.goods.form.title_new')} />
      <GoodsForm
        initial={emptyGoodsValues()}
        onSaved={(goodsId) => {
          notify('success', t('console.goods.form.created'));
          void navigate(paths.consoleSellerGoodsEdit.getHref(goodsId), { replace: true });
        }}
      />
    </Stack>
  );
}

/**
 * A stored product. After a save the form starts again from the stored product, so new SKUs
 * carry their ids from then on and a second save does not add them twice.
 */
function StoredGoods({ goodsId }: { goodsId: number }) {
  const { t } = useTranslation();
  const detail = useGetSellerGoodsDetailQuery(goodsId, { refetchOnMountOrArgChange: true });
  const [generation, setGeneration] = useState(0);
  let body;
  if (detail.isError) body = <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />;
  else if (!detail.data) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  } else {
    body = (
      <>
        {detail.data.taken_down && <TakenDownAlert reason={detail.data.takedown_reason} />}
        <GoodsForm
          key={generation}
          initial={goodsValuesOf(detail.data)}
          goodsId={goodsId}
          previewUrl={detail.data.preview_url || paths.product.getHref(goodsId)}
          onSaved={() => {
            notify('success', t('console.goods.form.saved'));
            void detail.refetch().then((result) => {
              if (result.data) setGeneration((count) => count + 1);
            });
          }}
        />
      </>
    );
  }
  return (
    <Stack gap="md">
      <Heading
        title={detail.data ? t('console.goods.form.title_edit', { name: detail.data.name }) : t('console.goods.form.title_edit_plain')}
        goodsId={goodsId}
      />
      {body}
    </Stack>
  );
}

/** /console/seller/goods/new and /console/seller/goods/:goodsId: the product form. */
export function GoodsFormPage() {
  const { goodsId: param } = useParams();
  if (param === undefined) return <NewGoods key="new" />;
  const goodsId = positiveInt(param);
  return goodsId === undefined ? <Navigate to={paths.error404.getHref()} replace /> : <StoredGoods key={goodsId} goodsId={goodsId} />;
}
