import { Button, Input, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useIdempotencyKeys } from '@/shared/api/idempotency';
import { ImageUpload } from '@/shared/components/image-upload';
import type { RechargeMethod } from '@/shared/config/config-types';
import { formValidator } from '@/shared/form-validation';
import { notify } from '@/shared/notify';
import { rules } from '@/shared/validation';
import { type AmountLimits, amountMessageValues, amountRule, dollarsToCents, narrowedBy } from '../amount';
import { useApplyRechargeMutation, useGetRechargeReferenceQuery } from '../api/wallet-api';
import type { RechargeApplication } from '../api/wallet-types';
import { applyProblem, serverAnswered } from '../apply-errors';
import { AmountField, ApplyProblemAlert } from './apply-form-parts';
import { isBankMethod, onlyMethod } from '../methods';
import { BankAccount } from './bank-account';
import { MethodChoice } from './method-choice';
import { PaymentReference } from './payment-reference';
import { ReceivingAddress } from './receiving-address';
import { chainOf } from '@/shared/config/chain-methods';
import { transactionIdRule } from '../chain/chain-rules';
import { PayWithWallet } from './pay-with-wallet';
import { WalletPanel } from './wallet-panel';

/** The server accepts transaction ids of 1 to 128 characters. */
export const TRANSACTION_ID_MAX = 128;

interface RechargeValues {
  method: string;
  amount: string;
  transactionId: string;
  proofImage: string;
}

export function RechargeForm({ methods, limits }: { methods: readonly RechargeMethod[]; limits: AmountLimits }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [apply, { isLoading }] = useApplyRechargeMutation();
  const keys = useIdempotencyKeys();
  const [proofUrl, setProofUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const methodNamed = (method: unknown) => methods.find((each) => each.method === method);
  // A method may allow less than the site does; the server checks the narrower range too.
  const limitsFor = (method: string): AmountLimits => narrowedBy(limits, methodNamed(method));
  const form = useForm<RechargeValues>({
    initialValues: { method: onlyMethod(methods), amount: '', transactionId: '', proofImage: '' },
    validate: (values: RechargeValues) => {
      const methodLimits = limitsFor(values.method);
      return formValidator<RechargeValues>(
        {
          method: [rules.required('wallet.method.required')],
          amount: [amountRule(methodLimits)],
          transactionId: [
            rules.required('wallet.recharge.transaction_required'),
            transactionIdRule((each) => chainOf(methodNamed(each.method))),
          ],
          proofImage: [rules.required('wallet.recharge.proof_required')],
        },
        (key) => t(key, amountMessageValues(methodLimits)),
      )(values);
    },
  });
  const chosen = methodNamed(form.values.method);
  const chain = chainOf(chosen);
  // An off-chain transfer quotes the shopper's reference, shown before they pay (the server
  // falls back to the same one when it is not sent).
  const offChain = chosen !== undefined && chain === null;
  const reference = useGetRechargeReferenceQuery(undefined, { skip: !offChain });
  /** The amount in cents, once the amount field accepts it. */
  const checkedAmount = (): number | null =>
    form.validateField('amount').hasError ? null : dollarsToCents(form.values.amount);

  const submit = form.onSubmit(async (values) => {
    const amount = dollarsToCents(values.amount);
    if (amount === null) return;
    setProblem(null);
    const body: RechargeApplication = {
      method: values.method,
      amount,
      transaction_id: values.transactionId.trim(),
      proof_image: values.proofImage,
      ...(offChain && reference.data ? { reference: reference.data } : {}),
    };
    const result = await apply({ body, idempotencyKey: keys.keyFor(body) });
    if (result.error === undefined) {
      keys.settle();
      notify('success', t('wallet.recharge.submitted'));
      void navigate(paths.userAmount.getHref('recharge'));
      return;
    }
    // Without an answer the same submission may be retried with the same key.
    if (serverAnswered(result.error)) keys.settle();
    const placed = applyProblem(result.error, 'recharge', t('api.error_unknown'));
    if (placed?.field) form.setFieldError(placed.field, placed.message);
    else if (placed) setProblem(placed.message);
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="recharge-title">
      <Stack gap="md">
        <MethodChoice label={t('wallet.method.label')} methods={methods} inputProps={form.getInputProps('method')} />
        {chosen && (isBankMethod(chosen) ? <BankAccount method={chosen} /> : <ReceivingAddress method={chosen} />)}
        {chosen && !chain && !isBankMethod(chosen) && <PaymentReference />}
        <AmountField limits={limitsFor(form.values.method)} inputProps={form.getInputProps('amount')} />
        {chosen && chain && (
          <WalletPanel chain={chain} chainId={chosen.chain_id ?? null}>
            <PayWithWallet
              method={chosen}
              amountCents={checkedAmount}
              onPaid={(transactionId) => {
                form.setFieldValue('transactionId', transactionId);
              }}
            />
          </WalletPanel>
        )}
        <TextInput
          label={t('wallet.recharge.transaction_id')}
          description={t('wallet.recharge.transaction_hint')}
          withAsterisk
          autoComplete="off"
          maxLength={TRANSACTION_ID_MAX}
          {...form.getInputProps('transactionId')}
        />
        <Input.Wrapper
          label={t('wallet.recharge.proof')}
          description={t('wallet.recharge.proof_hint')}
          withAsterisk
          labelElement="div"
          error={form.errors.proofImage}
        >
          <div style={{ marginTop: 'var(--mantine-spacing-xs)' }}>
            <ImageUpload
              label={t('wallet.recharge.proof')}
              imageUrl={proofUrl}
              preview="document"
              purpose="document"
              onUploaded={(image) => {
                form.setFieldValue('proofImage', image.path);
                setProofUrl(image.url);
              }}
            />
          </div>
        </Input.Wrapper>
        <ApplyProblemAlert message={problem} />
        <Button type="submit" loading={isLoading} w="fit-content">
          {t('wallet.recharge.submit')}
        </Button>
      </Stack>
    </form>
  );
}
