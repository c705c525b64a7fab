import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type CollectPaymentAnswer, collectPaymentBody, type Order } from '@paybook/contracts';
import { type AccessSubject, centsToPrice, checkoutProblems } from '@paybook/domain';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCustomerAccounts } from '@/features/payment-accounts/api/get-customer-accounts';
import { CheckoutFields, offeredModes } from '@/features/pos/components/checkout-fields';
import {
  type BankFormValues,
  type CardFormValues,
  type CheckoutDraft,
  type CheckoutErrors,
  initialDraft,
  paymentChoiceOf,
  SHOWN_FIELDS,
  storedAccountFacts,
} from '@/features/pos/components/checkout-state';
import { storedAccountsOf } from '@/features/pos/components/stored-account-fields';
import { usePaymentForms } from '@/features/pos/components/use-payment-forms';
import { checkoutPaymentOf } from '@/features/pos/lib/checkout-facts';
import { isApiError } from '@/lib/api-client';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { useCollectPayment } from '../api/order-actions';
import { money } from '../lib/order-format';
import { centsOf, checkRefundAmount, orderPath } from '../lib/order-view';
import { ActionProcessing } from './action-phases';

interface CollectPaymentFormProps {
  order: Order;
  subject: AccessSubject;
  today: string;
  internationalZip: boolean;
  /** The stored account to start on (spec 3 §2.2 {fromAccountId}; 0 for none). */
  fromAccountId: number;
}

type Phase = 'main' | 'processing' | 'successful' | 'failure';

/**
 * spec 3 §4.2 "Collect payment" (issue 25 point 1): the amount due, or part of it, taken the point of
 * sale's way (its CheckoutFields, draft and rules: a stored account, a card, a bank account, cash, a
 * check), sent with an Idempotency-Key kept while the form is unchanged.
 */
export function CollectPaymentForm({
  order,
  subject,
  today,
  internationalZip,
  fromAccountId,
}: CollectPaymentFormProps) {
  const { t } = useTranslation();
  const dueCents = centsOf(order.amount_due);
  const customerId = order.customer?.id ?? null;
  const [amountText, setAmountText] = useState(centsToPrice(dueCents));
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [phase, setPhase] = useState<Phase>('main');
  const [answer, setAnswer] = useState<CollectPaymentAnswer | null>(null);
  const [failure, setFailure] = useState('');
  const amount = checkRefundAmount(amountText, dueCents);
  const chargeCents = 'cents' in amount ? amount.cents : dueCents;
  const checkoutCart = {
    lines: [],
    customer: { id: customerId, email: order.customer?.email ?? '' },
    charge_cents: chargeCents,
  };
  const modes = offeredModes(checkoutCart, subject).filter((m) => m.reasonKey === null);
  const [draft, setDraftState] = useState<CheckoutDraft>(() =>
    initialDraft(order.customer, fromAccountId > 0 ? 'stored' : (modes[0]?.mode ?? 'cash')),
  );
  const setDraft = (change: Partial<CheckoutDraft>) => {
    setDraftState((current) => ({ ...current, ...change }));
    setErrors({});
  };
  // {fromAccountId}: the customer's account with that id starts chosen (a card before a bank account).
  const accounts = useCustomerAccounts(fromAccountId > 0 ? customerId : null);
  useEffect(() => {
    if (!accounts.data || draft.stored_key !== null) return;
    const found = storedAccountsOf(accounts.data).find(
      (a) => (a.kind === 'card' ? a.card.id : a.bank.id) === fromAccountId,
    );
    if (found) {
      const key = found.kind === 'card' ? `card-${found.card.id}` : `bank-${found.bank.id}`;
      setDraftState((current) => ({ ...current, stored_key: key, stored: found }));
    }
  }, [accounts.data, draft.stored_key, fromAccountId]);
  const { cardForm, bankForm } = usePaymentForms(today, internationalZip);
  const keys = useIdempotencyKey();
  const mutation = useCollectPayment();

  const showIssues = (issues: readonly { path: string; message: string }[]) => {
    const found: CheckoutErrors = {};
    for (const { path, message } of issues) {
      if (path.startsWith('card.')) cardForm.setError(path.slice(5) as keyof CardFormValues, { message });
      else if (path.startsWith('bank_account.'))
        bankForm.setError(path.slice(13) as keyof BankFormValues, { message });
      else if (path === 'amount') found.amount ??= message;
      else if (SHOWN_FIELDS.has(path)) found[path] ??= message;
      else found.form ??= message;
    }
    setErrors(found);
    return issues.length === 0;
  };

  const handleSubmit = async () => {
    if (!('cents' in amount)) {
      setErrors({
        amount: t(`orders.collect.amountErrors.${amount.error}`, { amount: money(order.amount_due) }),
      });
      return;
    }
    const choice = paymentChoiceOf(draft, { card: cardForm.getValues(), bank: bankForm.getValues() }, false);
    if (choice.payment_mode === 'none') return;
    const problems = checkoutProblems(
      checkoutCart,
      checkoutPaymentOf(choice, storedAccountFacts(draft.stored)),
      subject,
    );
    const formsValid =
      draft.mode === 'card' && draft.cardEntry === 'key'
        ? await cardForm.trigger()
        : draft.mode === 'ach'
          ? await bankForm.trigger()
          : true;
    const body = { ...choice, amount: amount.cents === dueCents ? null : centsToPrice(amount.cents) };
    const parsed = collectPaymentBody.safeParse(body);
    const issues = [
      ...problems.map((p) => ({ path: p.field, message: p.message })),
      ...(parsed.success
        ? []
        : parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))),
    ];
    if (!showIssues(issues) || !formsValid) return;
    setPhase('processing');
    mutation.mutate(
      { orderId: order.id, idempotencyKey: keys.keyFor(body), body },
      {
        onSuccess: (result) => {
          setAnswer(result);
          if (result.payment_status === 'failed') {
            keys.renew();
            setFailure(result.failure_reason ?? '');
            setPhase('failure');
          } else setPhase('successful');
        },
        onError: (error) => {
          if (isApiError(error) && error.details.length > 0) {
            setPhase('main');
            showIssues(error.details.map((d) => ({ path: d.property, message: d.message })));
            return;
          }
          setFailure(isApiError(error) ? error.serverMessage : '');
          setPhase('failure');
        },
      },
    );
  };

  if (phase === 'processing') {
    return <ActionProcessing label={t('orders.collect.processing')} />;
  }
  if (phase === 'successful' && answer) {
    return (
      <Stack gap="sm" align="center" py="md">
        <IconCircleCheck size={48} color="var(--mantine-color-teal-7)" aria-hidden />
        <Text fw={700} role="status" data-testid="collect-successful">
          {t('orders.collect.successful', { amount: money(answer.transaction?.amount ?? '0.00') })}
        </Text>
        {answer.change_due && <Text>{t('orders.collect.change', { amount: money(answer.change_due) })}</Text>}
        <Button component={Link} to={orderPath(order.id)} data-autofocus>
          {t('orders.collect.backToOrder')}
        </Button>
      </Stack>
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void handleSubmit();
      }}
    >
      <Stack gap="md">
        {phase === 'failure' && (
          <Alert
            color="red"
            title={t('orders.collect.failedTitle')}
            icon={<IconAlertTriangle size={18} aria-hidden />}
            data-testid="collect-failure"
          >
            {failure || t('orders.collect.unknownFailure', { orderId: order.id })}
          </Alert>
        )}
        <TextInput
          label={t('orders.collect.amount')}
          description={t('orders.collect.amountHint', { amount: money(order.amount_due) })}
          inputMode="decimal"
          leftSection="$"
          value={amountText}
          error={errors.amount}
          onChange={(event) => {
            setAmountText(event.currentTarget.value);
            setErrors({});
          }}
        />
        <CheckoutFields
          draft={draft}
          setDraft={setDraft}
          errors={errors}
          cardForm={cardForm}
          bankForm={bankForm}
          totalCents={chargeCents}
          checkoutCart={checkoutCart}
          merchant={subject}
          showPayer={false}
        />
        <Group justify="flex-end">
          <Button component={Link} to={orderPath(order.id)} variant="default">
            {t('orders.own.back')}
          </Button>
          <Button type="submit" data-testid="collect-submit">
            {t('orders.collect.submit', { amount: money(centsToPrice(chargeCents)) })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
