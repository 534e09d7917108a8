import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { layoutOptionsChanged, type LayoutOptions } from './layout-options-slice';
import { useAppDispatch } from './hooks';

/**
 * The header every storefront (catalogue) page shows: the brand menu and the app download
 * included, so the header does not change as a shopper moves between them.
 */
export const STOREFRONT_HEADER: Partial<LayoutOptions> = { showBrand: true, showDownload: true };

/**
 * Lets a screen change the default layout's options (spec section 2). The router resets them
 * on every navigation, including a change of query only, so they are applied again per location.
 */
export function useLayoutOptions(options: Partial<LayoutOptions>): void {
  const dispatch = useAppDispatch();
  const { key } = useLocation();
  const serialized = JSON.stringify(options);
  useEffect(() => {
    dispatch(layoutOptionsChanged(JSON.parse(serialized) as Partial<LayoutOptions>));
  }, [dispatch, serialized, key]);
}
