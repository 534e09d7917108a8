import { Title } from '@mantine/core';
import { useDeferredValue } from 'react';
import { belowTheFold } from '@/shared/below-the-fold';
import type { GoodsCard } from '../api/catalogue-types';
import { useGetRelateHotRecommendQuery, useGetRelateHotSaleQuery } from '../api/catalogue-api';
import { ProductGrid, ProductGridSkeleton } from './product-card';

/** What the deferred copy of the answer holds until its first background render. */
const NOT_RENDERED_YET: GoodsCard[] = [];
// A row's height until it is first drawn: up to five cards, two to a row on a phone.
const ROW_ESTIMATE_PX = 900;

/** The product page's hot-sale or hot-recommend row; hidden when the server has none. */
export function RelatedGoods({ title, id, kind }: { title: string; id: number; kind: 'sale' | 'recommend' }) {
  const hotSale = useGetRelateHotSaleQuery(id, { skip: kind !== 'sale' });
  const hotRecommend = useGetRelateHotRecommendQuery(id, { skip: kind !== 'recommend' });
  const { data, isLoading } = kind === 'sale' ? hotSale : hotRecommend;
  // An answer arrives as a store update, which React renders at once and whole: the two rows'
  // cards were one task of over a second at 4× CPU throttling after the product's first paint.
  // Rendered from a deferred copy, they render in the background in slices, with the skeleton
  // in their place until then.
  const shown = useDeferredValue(data, NOT_RENDERED_YET);
  const pending = isLoading || shown !== data;
  if (!pending && !data?.length) return null;
  return (
    // Under the product and its description: drawn when the shopper scrolls towards it.
    <section aria-label={title} style={belowTheFold(ROW_ESTIMATE_PX)}>
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      {pending ? <ProductGridSkeleton count={5} /> : <ProductGrid goods={shown ?? []} />}
    </section>
  );
}
