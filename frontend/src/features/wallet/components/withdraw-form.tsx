import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useIdempotencyKeys } from '@/shared/api/idempotency';
import type { RechargeMethod } from '@/shared/config/config-types';
import { formValidator } from '@/shared/form-validation';
import { MoneyConfirmModal } from '@/shared/components/money-confirm-modal';
import { notify } from '@/shared/notify';
import { rules, type Rule } from '@/shared/validation';
import { type AmountLimits, amountMessageValues, amountRule, dollarsToCents, wholeBalanceAmount } from '../amount';
import { centsToDollars } from '@/shared/money-input';
import { formatMoney } from '@/shared/format';
import { useApplyWithdrawMutation } from '../api/wallet-api';
import type { WithdrawApplication } from '../api/wallet-types';
import { applyProblem, serverAnswered } from '../apply-errors';
import { AmountField, ApplyProblemAlert } from './apply-form-parts';
import { onlyMethod } from '../methods';
import { useRechargeMethods } from '../hooks/use-recharge-methods';
import { MethodChoice } from './method-choice';
import { chainOf } from '@/shared/config/chain-methods';
import { chainAddressRule } from '../chain/chain-rules';
import { UseConnectedAddress } from './use-connected-address';
import { WalletPanel } from './wallet-panel';

/** The server accepts receiving addresses of 1 to 255 characters. */
export const ADDRESS_MAX = 255;

interface WithdrawValues {
  method: string;
  address: string;
  amount: string;
}

/** More than the available balance is refused with the catalogue's withdrawal wording (106). */
function withinBalance(available: number): Rule {
  return (value) => {
    const cents = typeof value === 'string' ? dollarsToCents(value) : null;
    return cents !== null && cents > available ? 'api.error_106_withdraw' : null;
  };
}

export function WithdrawForm({
  methods,
  limits,
  available,
  onSubmitted,
}: {
  methods: readonly RechargeMethod[];
  limits: AmountLimits;
  available: number;
  /** Where a filed withdrawal goes next; the shopper's withdrawal list when omitted. */
  onSubmitted?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [apply, { isLoading }] = useApplyWithdrawMutation();
  const keys = useIdempotencyKeys();
  const [problem, setProblem] = useState<string | null>(null);
  const { nameOf } = useRechargeMethods();
  const methodNamed = (method: unknown) => methods.find((each) => each.method === method);
  const form = useForm<WithdrawValues>({
    initialValues: { method: onlyMethod(methods), address: '', amount: '' },
    validate: formValidator<WithdrawValues>(
      {
        method: [rules.required('wallet.method.required')],
        address: [
          rules.required('wallet.withdraw.address_required'),
          chainAddressRule((each) => chainOf(methodNamed(each.method))),
        ],
        amount: [amountRule(limits), withinBalance(available)],
      },
      (key) => t(key, amountMessageValues(limits)),
    ),
  });

  const chosen = methodNamed(form.values.method);
  const chain = chainOf(chosen);

  // A valid form asks first (amount, where it goes, balance after); only the confirmation sends.
  const [pending, setPending] = useState<WithdrawApplication | null>(null);
  const submit = form.onSubmit((values) => {
    const amount = dollarsToCents(values.amount);
    if (amount === null) return;
    setProblem(null);
    setPending({ method: values.method, amount, address: values.address.trim() });
  });

  const send = async (body: WithdrawApplication): Promise<void> => {
    const result = await apply({ body, idempotencyKey: keys.keyFor(body) });
    if (result.error === undefined) {
      keys.settle();
      notify('success', t('wallet.withdraw.submitted'));
      if (onSubmitted) onSubmitted();
      else void navigate(paths.userAmount.getHref('withdraw'));
      return;
    }
    // Without an answer the same submission may be retried with the same key.
    if (serverAnswered(result.error)) keys.settle();
    const placed = applyProblem(result.error, 'withdraw', t('api.error_unknown'));
    if (placed?.field) {
      setPending(null);
      form.setFieldError(placed.field, placed.message);
    } else if (placed) setProblem(placed.message);
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="withdraw-title">
      <Stack gap="md">
        <MethodChoice label={t('wallet.method.label')} methods={methods} inputProps={form.getInputProps('method')} />
        {chosen && chain && (
          <WalletPanel chain={chain} chainId={chosen.chain_id ?? null}>
            <UseConnectedAddress
              onUse={(address) => {
                form.setFieldValue('address', address);
              }}
            />
          </WalletPanel>
        )}
        <TextInput
          label={t('wallet.withdraw.address')}
          description={t('wallet.withdraw.address_hint')}
          withAsterisk
          autoComplete="off"
          maxLength={ADDRESS_MAX}
          {...form.getInputProps('address')}
        />
        <AmountField limits={limits} inputProps={form.getInputProps('amount')} />
        <WithdrawAll
          available={available}
          limits={limits}
          onFill={(cents) => {
            form.setFieldValue('amount', centsToDollars(cents));
            form.clearFieldError('amount');
          }}
        />
        <ApplyProblemAlert message={pending ? null : problem} />
        <Button type="submit" w="fit-content">
          {t('wallet.withdraw.submit')}
        </Button>
      </Stack>
      {pending && (
        <MoneyConfirmModal
          opened
          title={t('wallet.withdraw.confirm_title')}
          purpose={t('wallet.withdraw.confirm_purpose', {
            address: pending.address,
            method: nameOf(pending.method),
          })}
          amount={pending.amount}
          balance={available}
          confirmLabel={t('wallet.withdraw.confirm')}
          busy={isLoading}
          onConfirm={() => void send(pending)}
          onClose={() => {
            setPending(null);
            setProblem(null);
          }}
        >
          <ApplyProblemAlert message={problem} />
        </MoneyConfirmModal>
      )}
    </form>
  );
}

/** Fills in the whole available balance (as much of it as one withdrawal may take); disabled, with the reason, below the minimum. */
function WithdrawAll({
  available,
  limits,
  onFill,
}: {
  available: number;
  limits: AmountLimits;
  onFill: (cents: number) => void;
}) {
  const { t } = useTranslation();
  const whole = wholeBalanceAmount(available, limits);
  return (
    <Group gap="sm" wrap="wrap" mt={-8}>
      <Button
        variant="light"
        size="xs"
        disabled={whole === null}
        aria-describedby={whole === null ? 'withdraw-all-why' : undefined}
        onClick={() => {
          if (whole !== null) onFill(whole);
        }}
      >
        {t('wallet.withdraw.all')}
      </Button>
      {whole === null && (
        <Text size="xs" c="dimmed" id="withdraw-all-why" style={{ flex: '1 1 12rem' }}>
          {t('wallet.withdraw.all_below_min', { balance: formatMoney(available), min: formatMoney(limits.min) })}
        </Text>
      )}
    </Group>
  );
}
