import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { DisputeCase } from '../disputes/dispute-case';

/** A case about one of the seller's orders (console/seller/disputes/:orderId), with the seller's answers. */
export function SellerDisputePage() {
  const { t } = useTranslation();
  const orderId = useParams().orderId ?? '';
  return (
    <DisputeCase
      orderId={orderId}
      viewer="seller"
      back={{ to: paths.consoleSellerDisputes.getHref(), label: t('console.dispute.back') }}
      orderHref={paths.consoleSellerOrderDetail.getHref(orderId)}
    />
  );
}
