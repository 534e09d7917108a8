import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { DisputeCase } from '../disputes/dispute-case';

/** The buyer's case about one order (route user-order-dispute, ?id= the order). */
export function UserDisputePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderId = params.get('id') ?? '';
  const orderHref = paths.userOrderDetail.getHref(orderId);
  return (
    <DisputeCase
      orderId={orderId}
      viewer="buyer"
      back={{ to: orderHref, label: t('dispute.page.back_order') }}
      orderHref={orderHref}
    />
  );
}
