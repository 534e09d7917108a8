import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/store/hooks';
import { notify } from '@/shared/notify';
import { selectUser } from '@/store/session/session-slice';
import { useAddFavoriteMutation, useRemoveFavoriteMutation } from '../api/favorite-api';

export interface FavoriteHeartProps {
  shopGoodsId: number;
  /** The server's `is_favorite` (some answers send 0/1). */
  isFavorite: boolean | number;
  size?: ActionIconProps['size'];
}

function HeartGlyph({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="70%" height="70%" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 2.9 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.6.8-1.4 2.3-2.6 4.4-2.6 3.7 0 5.7 3.9 4.2 7.3C19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The favourite heart (spec section 4): turning it on adds the favourite (index.collect_success),
 * turning it off removes it (index.collect_cancel). A guest's click goes to log-in instead.
 */
export function FavoriteHeart({ shopGoodsId, isFavorite, size = 'lg' }: FavoriteHeartProps) {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  const location = useLocation();
  const [add, adding] = useAddFavoriteMutation();
  const [remove, removing] = useRemoveFavoriteMutation();
  const [on, setOn] = useState(Boolean(isFavorite));
  // A fresher answer from the server (refetch, another page) wins over the local state.
  const [shown, setShown] = useState(isFavorite);
  if (shown !== isFavorite) {
    setShown(isFavorite);
    setOn(Boolean(isFavorite));
  }

  const toggle = async (): Promise<void> => {
    if (!user) {
      notify('warning', t('index.login_tip'));
      void navigate(paths.login.getHref(location.pathname + location.search));
      return;
    }
    const next = !on;
    const answer = next ? await add(shopGoodsId) : await remove(shopGoodsId);
    // Failures were already shown by the API layer.
    if (answer.error !== undefined) return;
    setOn(next);
    notify('success', t(next ? 'index.collect_success' : 'index.collect_cancel'));
  };

  const onClick = (event: MouseEvent<HTMLButtonElement>): void => {
    // Hearts sit on product links: the click must not open the product.
    event.preventDefault();
    event.stopPropagation();
    void toggle();
  };

  return (
    <ActionIcon
      variant="white"
      color="red"
      radius="xl"
      size={size}
      aria-pressed={on}
      aria-label={t(on ? 'favorite.heart.remove' : 'favorite.heart.add')}
      loading={adding.isLoading || removing.isLoading}
      onClick={onClick}
      data-testid="favorite-heart"
    >
      <HeartGlyph filled={on} />
    </ActionIcon>
  );
}
