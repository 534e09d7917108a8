import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './root-state';

/**
 * The store's typed hooks. Features use these (and the store's types), never the store module
 * itself: the store composes the features' slices, so importing it would close a circle.
 */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
