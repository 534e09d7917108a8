import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdempotencyKeys } from '@/shared/api/idempotency';
import { serverAnswered } from '../apply-errors';
import { usePayOrdersOnChainMutation } from './order-pay-api';
import type { ChainPayBody, ChainPayFiled } from './order-pay-types';

/**
 * Files the wallet's transaction for the orders (order/pay_chain) with an Idempotency-Key per
 * transaction: a retry after no answer reuses the key, so the transfer is filed at most once.
 */
export function useFileChainPayment() {
  const { t } = useTranslation();
  const [file, state] = usePayOrdersOnChainMutation();
  const keys = useIdempotencyKeys();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (body: ChainPayBody): Promise<ChainPayFiled | null> => {
    setProblem(null);
    const answer = await file({ body, idempotencyKey: keys.keyFor(body) });
    if (answer.error === undefined) {
      keys.settle();
      return answer.data;
    }
    if (serverAnswered(answer.error)) keys.settle();
    const message = (answer.error as { message?: unknown }).message;
    setProblem(typeof message === 'string' && message !== '' ? message : t('api.error_unknown'));
    return null;
  };

  return { submit, filing: state.isLoading, problem };
}
