import { useDeferredValue, type ReactNode } from 'react';
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
}: PagedGoodsProps) {
  // A page of cards is rendered in the background, in slices that leave the main thread free
  // for input; until it is ready the skeleton (or the previous page) stays.
  const shown = useDeferredValue(data);
  const busy = isFetching || shown !== data;
  const goods = shown?.list ?? [];
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
      {shown && <Pagination page={page} total={shown.total} pageSize={shown.page_size} onChange={onPageChange} />}
    </>
  );
}
