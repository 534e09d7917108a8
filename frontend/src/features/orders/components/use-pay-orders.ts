import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdempotencyKeys } from '@/shared/api/idempotency';
import { notify } from '@/shared/notify';
import { usePayOrdersMutation } from '../api/order-api';
import type { Payment } from '../api/order-types';
import { isInsufficientBalance, orderErrorMessage, serverAnswered } from '../order-actions';

export interface PayProblem {
  message: string;
  /** 106: the orders stay unpaid; the screen offers a recharge. */
  insufficient: boolean;
}

/**
 * order/pay with an Idempotency-Key per attempt: a retry after no answer reuses the key, so the
 * wallet is debited at most once. On 106 nothing changed and the orders can be paid later.
 */
export function usePayOrders() {
  const { t } = useTranslation();
  const [payOrders, state] = usePayOrdersMutation();
  const keys = useIdempotencyKeys();
  const [problem, setProblem] = useState<PayProblem | null>(null);

  const pay = async (orderIds: string[]): Promise<Payment | null> => {
    setProblem(null);
    const body = { order_ids: orderIds };
    const answer = await payOrders({ body, idempotencyKey: keys.keyFor(body) });
    if (answer.error === undefined) {
      keys.settle();
      notify('success', t('checkout.pay.done'));
      return answer.data;
    }
    if (serverAnswered(answer.error)) keys.settle();
    setProblem({
      message: orderErrorMessage(answer.error, t('api.error_unknown')),
      insufficient: isInsufficientBalance(answer.error),
    });
    return null;
  };

  return { pay, paying: state.isLoading, problem, clearProblem: () => { setProblem(null); } };
}
