import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { DisputeCase } from '../disputes/dispute-case';
import { DisputeDecisionForm } from './dispute-decision-form';

/**
 * An escalated case for the arbiters (console/disputes/:orderId): the order and its parcel, both
 * sides' messages and photos, the amounts, and the decision form while the case waits for one.
 */
export function ArbiterDisputePage() {
  const { t } = useTranslation();
  const orderId = useParams().orderId ?? '';
  return (
    <DisputeCase
      orderId={orderId}
      viewer="arbiter"
      back={{ to: paths.consoleDisputes.getHref(), label: t('console.dispute.arbiter_back') }}
      extra={(detail) => (detail.actions.includes('decide') ? <DisputeDecisionForm detail={detail} /> : null)}
    />
  );
}
