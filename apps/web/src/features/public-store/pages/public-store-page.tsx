import { Alert, Button, Card, Grid, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { PublicStore, PublicStorePayAnswer, PublicStorePayBody } from '@paybook/contracts';
import { legibleForeground } from '@paybook/domain/stores/store-design';
import { IconLock, IconShoppingBagX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { formatMoneyText } from '@/lib/money-format';
import { cartOf, EMPTY_ADDRESS, initialQuantities, neededAddress } from '@/pay-page/lib/store-cart';
import { PaymentFields, usePaymentFields } from '@/ui/payment-fields';
import { PublicPageFrame } from '@/ui/public-page-frame';
import { usePayStore, usePublicStore, useStoreQuote } from '../api/public-store';
import { BuyerFields, EMPTY_BUYER } from '../components/buyer-fields';
import { StoreConfirmation } from '../components/store-confirmation';
import { StoreHeader } from '../components/store-header';
import { StoreItems } from '../components/store-items';
import { StoreSummary } from '../components/store-summary';

type PageParams = { url_subdomain: string; url_name: string };

const detailsOf = (error: unknown): Record<string, string> =>
  isApiError(error)
    ? Object.fromEntries(error.details.map((detail) => [detail.property, detail.message]))
    : {};

/** The order form: items, the server's prices, the buyer, the payment; then the confirmation. */
function StoreOrder({ store, params }: { store: PublicStore; params: PageParams }) {
  const { t } = useTranslation();
  const [quantities, setQuantities] = useState(() => initialQuantities(store));
  const [prices, setPrices] = useState<Record<number, string>>({});
  const [code, setCode] = useState('');
  const [appliedCode, setAppliedCode] = useState('');
  const [buyer, setBuyer] = useState(EMPTY_BUYER);
  const [address, setAddress] = useState(EMPTY_ADDRESS);
  const accepts = { card: store.accepts_card, bank: store.accepts_ach };
  const fields = usePaymentFields(accepts);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [answer, setAnswer] = useState<PublicStorePayAnswer | null>(null);
  // One key per attempt: a double click or a retry of the same attempt never charges twice.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const pay = usePayStore(params);

  const cart = useMemo(
    () => cartOf(store, quantities, prices, appliedCode, address),
    [store, quantities, prices, appliedCode, address],
  );
  const [pricedCart] = useDebouncedValue({ ...cart, address: null }, 250);
  const quote = useStoreQuote(params, pricedCart, pricedCart.lines.length > 0);
  const quoteErrors = quote.isError ? detailsOf(quote.error) : {};
  const shown = { ...quoteErrors, ...errors };
  const addressNeeded = neededAddress(store, quantities);

  if (answer) {
    const again = () => {
      setAnswer(null);
      setQuantities(initialQuantities(store));
      setKey(crypto.randomUUID());
    };
    return <StoreConfirmation store={store} answer={answer} onAgain={again} />;
  }

  const submit = () => {
    setErrors({});
    setFailure(null);
    if (cart.lines.length === 0) {
      setFailure(t('publicStore.noItems'));
      return;
    }
    const body = { ...cart, customer: buyer, ...fields.payment() } as PublicStorePayBody;
    pay.mutate(
      { body, key },
      {
        onSuccess: (result) => {
          if (result.payment_status === 'failed') {
            setFailure(result.failure_reason ?? t('publicStore.declined'));
            setKey(crypto.randomUUID());
          } else setAnswer(result);
        },
        onError: (error) => {
          const details = detailsOf(error);
          if (Object.keys(details).length > 0) {
            setErrors(details);
            setFailure(details.method ?? t('publicStore.fixFields'));
          } else setFailure(error.message);
          setKey(crypto.randomUUID());
        },
      },
    );
  };

  const amount = quote.data?.amount_due_now;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <StoreItems
            store={store}
            quantities={quantities}
            prices={prices}
            errors={shown}
            onQuantity={(id, quantity) => setQuantities({ ...quantities, [id]: quantity })}
            onPrice={(id, price) => setPrices({ ...prices, [id]: price })}
          />
          {store.special_instructions && (
            <Card withBorder padding="md">
              <Text fw={600} size="sm">
                {t('publicStore.instructions')}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {store.special_instructions}
              </Text>
            </Card>
          )}
          <BuyerFields
            buyer={buyer}
            onBuyer={setBuyer}
            address={address}
            onAddress={setAddress}
            addressNeeded={addressNeeded}
            errors={shown}
          />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="lg">
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              label={t('publicStore.discountCode')}
              value={code}
              error={shown.discount_code}
              onChange={(event) => setCode(event.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button variant="default" onClick={() => setAppliedCode(code)}>
              {t('publicStore.apply')}
            </Button>
          </Group>
          <StoreSummary quote={cart.lines.length > 0 ? quote.data : undefined} loading={quote.isFetching} />
          <Card withBorder padding="md" component="section" aria-label={t('publicStore.payment')}>
            <Stack gap="sm">
              <Text fw={700}>{t('publicStore.payment')}</Text>
              <PaymentFields state={fields} accepts={accepts} errors={shown} />
              {failure && (
                <Alert color="red" role="alert">
                  {failure}
                </Alert>
              )}
              <Button
                size="md"
                loading={pay.isPending}
                leftSection={<IconLock size={16} aria-hidden />}
                onClick={submit}
                style={{
                  background: store.background_color,
                  color: legibleForeground(store.foreground_color, store.background_color),
                }}
              >
                {t('publicStore.pay', {
                  button: store.button_text,
                  amount: amount && cart.lines.length > 0 ? formatMoneyText(amount) : '',
                }).trim()}
              </Button>
              {store.is_test_mode && (
                <Text size="xs" c="dimmed">
                  {t('publicPay.testMode')}
                </Text>
              )}
            </Stack>
          </Card>
          <StoreContact store={store} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** spec 2 §3 "Merchant contact shown on a form", as the form's switches allow. */
function StoreContact({ store }: { store: PublicStore }) {
  const { t } = useTranslation();
  const { business } = store;
  const lines = [business.phone, business.email, ...business.address_lines].filter(Boolean);
  if (lines.length === 0) return null;
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {t('publicStore.contact', { name: business.name })}
      </Text>
      {lines.map((line) => (
        <Text key={line} size="sm" c="dimmed">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * /pay/:urlSubdomain/:urlName (ruling 4; issue 27 point 4): a store's or payment form's hosted page.
 * An inactive or unknown one says it is not available.
 */
export function PublicStorePage() {
  const { t } = useTranslation();
  const { urlSubdomain = '', urlName = '' } = useParams();
  const params = { url_subdomain: urlSubdomain, url_name: urlName };
  const store = usePublicStore(params);
  return (
    <PublicPageFrame
      query={store}
      size="lg"
      notFoundTitle={t('publicStore.notFoundTitle')}
      documentTitle={(data) =>
        t('publicStore.documentTitle', { name: data.name, business: data.business.name })
      }
      notFound={
        <Alert
          icon={<IconShoppingBagX size={20} aria-hidden />}
          title={t('publicStore.notFoundTitle')}
          color="gray"
        >
          {t('publicStore.notFoundBody')}
        </Alert>
      }
    >
      {(data) => (
        <Stack gap="lg">
          <StoreHeader store={data} />
          <StoreOrder store={data} params={params} />
        </Stack>
      )}
    </PublicPageFrame>
  );
}
