import { useDeferredValue, type ReactNode } from 'react';
import { useAfterFirstPaint } from '@/shared/after-first-paint';
import { Pagination } from '@/shared/components/pagination';
import type { GoodsCard, Paged } from '../api/catalogue-types';
import { LoadError } from './catalogue-states';
import { ProductGrid, ProductGridSkeleton } from './product-card';

interface PagedGoodsProps {
  data: Paged<GoodsCard> | undefined;
  isFetching: boolean;
  isError: boolean;
  onRetry: () => void;
  page: number;
  onPageChange: (page: number) => void;
  /** Shown when the answer holds no products. */
  empty: ReactNode;
  cols?: Record<string, number>;
  skeletonCount?: number;
  /** Leading cards whose images load at once (see ProductGrid). */
  eagerImages?: number;
  /** The cards the first paint shows: the rest of the page and the pagination render right
   * after it. */
  firstPaintCards?: number;
}

/** A page of product cards with its loading, error and empty states and the pagination. */
export function PagedGoods({
  data,
  isFetching,
  isError,
  onRetry,
  page,
  onPageChange,
  empty,
  cols,
  skeletonCount,
  eagerImages,
  firstPaintCards,
}: PagedGoodsProps) {
  // A page of cards is rendered in the background, in slices that leave the main thread free
  // for input; until it is ready the skeleton (or the previous page) stays.
  const shown = useDeferredValue(data);
  const busy = isFetching || shown !== data;
  // The first screen's cards paint first; the others (below it on a phone), whose pictures
  // would be fetched at once and compete with the first ones, follow in the next task.
  const painted = useAfterFirstPaint();
  const firstPaint = firstPaintCards !== undefined && !painted;
  const all = shown?.list ?? [];
  const goods = firstPaint ? all.slice(0, firstPaintCards) : all;
  return (
    <>
      {busy && !shown && <ProductGridSkeleton cols={cols} count={skeletonCount} />}
      {isError && <LoadError onRetry={onRetry} />}
      {shown && !isError && goods.length === 0 && empty}
      {shown && goods.length > 0 && (
        // The previous page stays, dimmed, while the next one loads.
        <div style={{ opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={busy}>
          <ProductGrid goods={goods} cols={cols} eagerImages={eagerImages} />
        </div>
      )}
      {shown && !firstPaint && <Pagination page={page} total={shown.total} pageSize={shown.page_size} onChange={onPageChange} />}
    </>
  );
}
