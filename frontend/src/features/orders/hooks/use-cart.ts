import { useSelector } from 'react-redux';
import { selectUser } from '@/store/session/session-slice';
import { useGetCartQuery } from '../api/cart-api';

/** The cache key of the current visitor's cart: the uid, or 'guest'. */
export function useCartOwner(): string {
  const user = useSelector(selectUser);
  return user ? String(user.uid) : 'guest';
}

/** The current visitor's cart; `skip` holds the call back (see HeaderCart). */
export function useCart({ skip = false }: { skip?: boolean } = {}) {
  return useGetCartQuery(useCartOwner(), { skip });
}
