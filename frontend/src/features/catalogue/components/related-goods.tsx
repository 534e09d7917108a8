import { Title } from '@mantine/core';
import { useGetRelateHotRecommendQuery, useGetRelateHotSaleQuery } from '../api/catalogue-api';
import { ProductGrid, ProductGridSkeleton } from './product-card';

/** The product page's hot-sale or hot-recommend row; hidden when the server has none. */
export function RelatedGoods({ title, id, kind }: { title: string; id: number; kind: 'sale' | 'recommend' }) {
  const hotSale = useGetRelateHotSaleQuery(id, { skip: kind !== 'sale' });
  const hotRecommend = useGetRelateHotRecommendQuery(id, { skip: kind !== 'recommend' });
  const { data, isLoading } = kind === 'sale' ? hotSale : hotRecommend;
  if (!isLoading && !data?.length) return null;
  return (
    <section aria-label={title}>
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      {isLoading ? <ProductGridSkeleton count={5} /> : <ProductGrid goods={data ?? []} />}
    </section>
  );
}

