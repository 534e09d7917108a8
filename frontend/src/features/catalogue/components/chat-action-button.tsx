import { Button, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { notify } from '@/shared/notify';
import { selectIsLoggedIn } from '@/store/session/session-slice';
import { chatOpened, type ChatProduct, type ChatShop } from '@/store/chat-dock-slice';

/**
 * Opens the chat box with a shop and, from a product page, its product as a card to send.
 * Chat in product or shop context is for logged-in customers (spec section 6); a guest is
 * sent to log in with the usual warning.
 */
export function ChatActionButton({
  shop,
  product,
  label,
  ...buttonProps
}: { shop: ChatShop; product?: ChatProduct; label?: string } & ButtonProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const open = () => {
    if (!loggedIn) {
      notify('warning', t('index.login_tip'));
      void navigate(paths.login.getHref(location.pathname + location.search));
      return;
    }
    dispatch(chatOpened({ shop, product: product ?? null }));
  };
  return (
    <Button variant="light" color="orange" {...buttonProps} onClick={open}>
      {label ?? t('chat.chat_with_seller')}
    </Button>
  );
}
