import { Trans } from 'react-i18next';
import type { WalletEntry } from '../api/wallet-types';

/**
 * A history entry's remark. An order's payment, refund or settlement is told in the reader's
 * language around its order numbers, which keep their own direction (<bdi>) in a right-to-left
 * page; any other remark (a reviewer's) is shown as written.
 */
export function EntryRemark({ entry }: { entry: Pick<WalletEntry, 'kind' | 'remark' | 'order_sns'> }) {
  const numbers = entry.order_sns;
  if (numbers.length === 0) return <>{entry.remark}</>;
  let key = 'wallet.history.remark.order';
  if (entry.kind === 'refund') key = 'wallet.history.remark.refund';
  else if (numbers.length > 1) key = 'wallet.history.remark.orders';
  return <Trans i18nKey={key} values={{ numbers: numbers.join(', ') }} components={{ sn: <bdi data-testid="entry-orders" /> }} />;
}
