import { Alert, Anchor, Button, Center, Container, EmptyState, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths, ADDRESS_FROM_CHECKOUT } from '@/config/paths';
import { useIdempotencyKeys } from '@/shared/api/idempotency';
import { Breadcrumb } from '@/shared/components/breadcrumb';
import { LoadFailed } from '@/shared/components/load-failed';
import { AddressPicker, type AddressPickerProps } from './address-picker';
import { useCreateOrderMutation, useGetCheckoutQuery } from '../api/order-api';
import type { CheckoutPreview, CreateOrderBody, CreatedOrders } from '../api/order-types';
import { remarksOf } from '../checkout-remarks';
import { errorField, isCartUnavailable, orderErrorMessage, serverAnswered } from '../order-actions';
import { Amount, ShopBlock } from './checkout-shop';
import { PayOnChainButton } from '../chain-pay/pay-on-chain-button';
import { PayProblemAlert } from './pay-problem-alert';
import { ShortBalanceWarning } from './short-balance-warning';
import { SubscriberDiscount } from './subscriber-discount';
import { usePayOrders } from './use-pay-orders';

function AddressChoice({ addresses, value, onChange }: AddressPickerProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('checkout.address.title')}>
      <Text fw={700} mb="sm">
        {t('checkout.address.title')}
      </Text>
      <AddressPicker addresses={addresses} value={value} onChange={onChange} addTo={paths.userAddressEdit.getHref({ from: ADDRESS_FROM_CHECKOUT })} hideLabel />
    </Paper>
  );
}

/** Pay step after order/create: the amount, the balance and Pay now (or pay later from my orders). */
function PayStep({ created, balance }: { created: CreatedOrders; balance: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pay, paying, problem } = usePayOrders();
  // Paid, or filed on chain: the order's page (or the list, for several) shows where it stands.
  const showOrders = (): void => {
    const [first] = created.order_ids;
    void navigate(created.order_ids.length === 1 && first ? paths.userOrderDetail.getHref(first) : paths.userOrder.getHref());
  };
  const onPay = async (): Promise<void> => {
    if (await pay(created.order_ids)) showOrders();
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('checkout.pay.title')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('checkout.pay.title')}
        </Title>
        <Text size="sm">{t('checkout.pay.created', { numbers: created.order_sns.join(', ') })}</Text>
        <Amount label={t('checkout.pay.amount')} value={created.pay_amount} strong testId="pay-amount" />
        <Amount label={t('checkout.balance')} value={balance} />
        {problem && <PayProblemAlert problem={problem} showOrdersLink />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" component={Link} to={paths.userOrder.getHref()}>
            {t('checkout.pay.later')}
          </Button>
          <PayOnChainButton orderIds={created.order_ids} onFiled={showOrders} />
          <Button loading={paying} onClick={() => void onPay()} disabled={problem?.insufficient === true}>
            {t('checkout.pay.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function UnpayableAlert() {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" variant="light" role="alert" data-testid="unpayable">
      <Text size="sm">{t('checkout.unavailable_hint')}</Text>
      <Anchor component={Link} to={paths.cart.getHref()} size="sm">
        {t('checkout.edit_cart')}
      </Anchor>
    </Alert>
  );
}

/** The address `?address_id=` names (the one just added from checkout), when it is in the book. */
function useAddressFromQuery(preview: CheckoutPreview): number | null {
  const [params] = useSearchParams();
  const wanted = Number(params.get('address_id'));
  return preview.addresses.some((address) => address.address_id === wanted) ? wanted : null;
}

function CheckoutForm({ preview }: { preview: CheckoutPreview }) {
  const { t } = useTranslation();
  const fromQuery = useAddressFromQuery(preview);
  const [chosen, setChosen] = useState<number | null>(fromQuery);
  const [notes, setNotes] = useState<Record<number, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedOrders | null>(null);
  const [createOrder, creating] = useCreateOrderMutation();
  const keys = useIdempotencyKeys();
  const addressId = chosen ?? preview.address_id;

  const place = async (): Promise<void> => {
    if (addressId === null) {
      setProblem(t('checkout.address.required'));
      return;
    }
    setProblem(null);
    const remarks = remarksOf(notes);
    const body: CreateOrderBody = remarks.length > 0 ? { address_id: addressId, remarks } : { address_id: addressId };
    const answer = await createOrder({ body, idempotencyKey: keys.keyFor(body) });
    if (answer.error === undefined) {
      keys.settle();
      setCreated(answer.data);
      return;
    }
    if (serverAnswered(answer.error)) keys.settle();
    setProblem(orderErrorMessage(answer.error, t('api.error_unknown')));
  };

  return (
    <Stack gap="md">
      {preview.shops.map((block) => (
        <ShopBlock
          key={block.shop.shop_id}
          block={block}
          remark={created ? null : (notes[block.shop.shop_id] ?? '')}
          onRemarkChange={(value) => {
            setNotes((current) => ({ ...current, [block.shop.shop_id]: value }));
          }}
        />
      ))}
      <AddressChoice
        addresses={preview.addresses}
        value={addressId}
        onChange={(value) => {
          setChosen(value);
        }}
      />
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Amount label={t('checkout.amount.subtotal')} value={preview.subtotal} />
          <Amount label={t('checkout.amount.shipping_fee')} value={preview.shipping_fee} />
          <Amount label={t('checkout.amount.tax')} value={preview.tax} />
          <Amount label={t('checkout.amount.grand_total')} value={preview.total} strong testId="grand-total" />
          <SubscriberDiscount discount={preview.platform_discount} total={preview.total} />
          <Amount label={t('checkout.balance')} value={preview.balance} testId="balance" />
          {!created && (
            <>
              {!preview.payable && <UnpayableAlert />}
              {problem && (
                <Alert color="red" variant="light" role="alert">
                  {problem}
                </Alert>
              )}
              <ShortBalanceWarning total={preview.total - preview.platform_discount} balance={preview.balance} />
              <Group justify="flex-end">
                <Button loading={creating.isLoading} disabled={!preview.payable} onClick={() => void place()}>
                  {t('checkout.place_order')}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Paper>
      {created && <PayStep created={created} balance={preview.balance} />}
    </Stack>
  );
}

/** Checkout (route cart-checkout): order/checkout preview, address, place order, then pay. */
export function CheckoutPage() {
  const { t } = useTranslation();
  const { data, isLoading, isError, error, refetch } = useGetCheckoutQuery({}, { refetchOnMountOrArgChange: true });

  let body;
  if (isLoading) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  } else if (errorField(error) === 'lines' || (data && data.shops.length === 0)) {
    body = (
      <EmptyState py="xl">
        <EmptyState.Title order={2}>{t('cart.empty.title')}</EmptyState.Title>
        <EmptyState.Description>{t('checkout.empty')}</EmptyState.Description>
        <EmptyState.Actions>
          <Button component={Link} to={paths.index.getHref()}>
            {t('cart.empty.continue')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  } else if (isCartUnavailable(error)) {
    body = <UnpayableAlert />;
  } else if (isError || !data) {
    body = <LoadFailed error={error} onRetry={() => void refetch()} />;
  } else {
    body = <CheckoutForm preview={data} />;
  }

  return (
    <Container size="lg" py="md">
      <Breadcrumb items={[{ label: t('cart.page.title'), to: paths.cart.getHref() }, { label: t('checkout.title') }]} />
      <Title order={1} size="h2" mb="md">
        {t('checkout.title')}
      </Title>
      {body}
    </Container>
  );
}
