import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { type CheckoutResponse, checkoutBody } from '@paybook/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bankFormSchema, emptyBankForm, toNewBankFields } from '@/features/payment-accounts/lib/bank-form';
import { cardFormSchema, emptyCardForm, toNewCardFields } from '@/features/payment-accounts/lib/card-form';
import { type CartState, hasDatedItems, isNothingDue as isNothingDueFor } from '../lib/cart-state';
import { buildCheckoutBody, type PaymentChoice } from '../lib/checkout-body';
import type { CheckoutOutcome } from '../lib/checkout-outcome';
import { CheckoutFields } from './checkout-fields';
import { CheckoutResult } from './checkout-result';
import {
  type BankFormValues,
  type CardFormValues,
  type CheckoutDraft,
  type CheckoutErrors,
  initialDraft,
  paymentTypeOf,
  SHOWN_FIELDS,
} from './checkout-state';
import { NothingDueFields } from './nothing-due-fields';
import { PosModal } from './pos-modal';
import { useCheckoutSubmit } from './use-checkout-submit';

export type CheckoutPhase = 'main' | 'processing' | 'successful' | 'failure';

export interface AcceptedSale {
  response: CheckoutResponse;
  paymentType: string;
  email: string;
}

interface CheckoutModalProps {
  opened: boolean;
  cart: CartState;
  /** What the checkout charges: the total less the deposit credit. */
  totalCents: number;
  /** Issue 15 point 7: the appointment's deposit credited against the sale. */
  depositCreditCents: number;
  today: string;
  acceptsAch: boolean;
  acceptsCards: boolean;
  isFreeTrial: boolean;
  internationalZip: boolean;
  onClose: () => void;
  /** The order was accepted: the page clears the cart (spec 3 §4.8). */
  onAccepted: (sale: AcceptedSale) => void;
  /** The sale's next step: send-receipt. */
  onContinue: (sale: AcceptedSale) => void;
  /** spec 3 §4.8: a free-trial merchant's card or ACH payment opens the fake modal instead. */
  onFakePayment: (kind: 'card' | 'ach') => void;
}

/** spec 3 §2.6 checkout-modal with its states main, processing, successful and failure (§4.8). */
export function CheckoutModal(props: CheckoutModalProps) {
  const { opened, cart, totalCents, today, acceptsAch, acceptsCards, isFreeTrial, internationalZip } = props;
  const { t } = useTranslation();
  const [phase, setPhase] = useState<CheckoutPhase>('main');
  const [draft, setDraftState] = useState<CheckoutDraft>(() => initialDraft(cart, acceptsCards));
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [failure, setFailure] = useState<CheckoutOutcome | null>(null);
  const [sale, setSale] = useState<AcceptedSale | null>(null);
  const cardSchema = useMemo(
    () => cardFormSchema({ isEdit: false, today, internationalZip }),
    [today, internationalZip],
  );
  const cardForm = useForm<CardFormValues>({
    resolver: zodResolver(cardSchema),
    defaultValues: emptyCardForm,
  });
  const bankForm = useForm<BankFormValues>({
    resolver: zodResolver(bankFormSchema(false)),
    defaultValues: emptyBankForm,
  });
  const { submit } = useCheckoutSubmit();
  const isDated = hasDatedItems(cart);
  // Decision 76: nothing to pay asks for no payment method; the sale completes with payment_mode 'none'.
  const isNothingDue = isNothingDueFor(cart, totalCents);

  // Each opening starts at the main state with the cart's customer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an opening resets the form.
  useEffect(() => {
    if (!opened) return;
    setPhase('main');
    setDraftState(initialDraft(cart, acceptsCards));
    setErrors({});
    setFailure(null);
    setSale(null);
    cardForm.reset(emptyCardForm);
    bankForm.reset(emptyBankForm);
  }, [opened]);

  const setDraft = (change: Partial<CheckoutDraft>) => {
    setDraftState((current) => ({ ...current, ...change }));
    setErrors({});
  };

  /** The chosen way to pay, once its own fields are valid; null after showing what is wrong. */
  const paymentChoice = async (): Promise<PaymentChoice | null> => {
    if (isNothingDue) return { payment_mode: 'none' };
    switch (draft.mode) {
      case 'card':
        if (draft.cardEntry === 'swipe')
          return { payment_mode: 'ccSwipe', track_data: draft.swipe?.track_data ?? '' };
        return (await cardForm.trigger())
          ? { payment_mode: 'ccKeyEnter', card: toNewCardFields(cardForm.getValues()) }
          : null;
      case 'ach': {
        if (!(await bankForm.trigger())) return null;
        const { customer_company_name, ...bank_account } = toNewBankFields(bankForm.getValues());
        const isBusiness = bank_account.account_type === 'business_checking';
        return {
          payment_mode: 'ach',
          bank_account,
          company_name: customer_company_name ?? '',
          authorization_type: isBusiness ? draft.authorization_type : null,
        };
      }
      case 'cash':
        return { payment_mode: 'cash', amount_tendered: draft.amount_tendered.trim() };
      case 'check':
        return { payment_mode: 'check', check_number: draft.check_number };
      case 'stored': {
        const stored = draft.stored;
        const id = stored?.kind === 'card' ? stored.card.id : stored?.kind === 'bank' ? stored.bank.id : 0;
        const isBusiness = stored?.kind === 'bank' && stored.bank.account_type === 'business_checking';
        return {
          payment_mode: 'stored',
          account_id: id,
          authorization_type: isBusiness ? draft.authorization_type : null,
        };
      }
    }
  };

  /** Each issue beside its field; one without a field of its own in the form's alert. */
  const showIssues = (issues: readonly { path: string; message: string }[]) => {
    const found: CheckoutErrors = {};
    for (const { path, message } of issues) {
      if (path.startsWith('card.')) cardForm.setError(path.slice(5) as keyof CardFormValues, { message });
      else if (path.startsWith('bank_account.'))
        bankForm.setError(path.slice(13) as keyof BankFormValues, { message });
      else if (path === 'company_name') bankForm.setError('customer_company_name', { message });
      else if (SHOWN_FIELDS.has(path)) found[path] ??= message;
      else found.form ??= message;
    }
    setErrors(found);
  };

  const handleSubmit = async () => {
    if (phase !== 'main') return;
    // spec 3 §4.8: a free-trial card or bank payment (typed or stored) is a demo.
    const movesMoney = draft.mode === 'card' || draft.mode === 'ach' || draft.mode === 'stored';
    if (isFreeTrial && !isNothingDue && movesMoney) {
      props.onFakePayment(draft.mode === 'ach' ? 'ach' : 'card');
      return;
    }
    const choice = await paymentChoice();
    if (!choice) return;
    const body = buildCheckoutBody(cart, draft, choice, today);
    const parsed = checkoutBody.safeParse(body);
    if (!parsed.success) {
      showIssues(
        parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      );
      return;
    }
    setPhase('processing');
    const outcome = await submit(body);
    if (!outcome) return;
    if (outcome.kind === 'accepted') {
      const accepted = {
        response: outcome.response,
        paymentType: paymentTypeOf(choice, draft),
        email: draft.email.trim(),
      };
      setSale(accepted);
      setPhase('successful');
      props.onAccepted(accepted);
    } else if (outcome.kind === 'payment_failed') {
      setFailure(outcome);
      setPhase('failure');
    } else if (outcome.kind === 'error' && outcome.details.length > 0) {
      setPhase('main');
      showIssues(outcome.details.map((detail) => ({ path: detail.property, message: detail.message })));
    } else {
      setPhase('main');
      const message =
        outcome.kind === 'error' && outcome.traceNumber
          ? `${outcome.message} ${t('pointOfSale.checkout.traceNumber', { trace: outcome.traceNumber })}`
          : outcome.message;
      setErrors({ form: message });
    }
  };

  const title = {
    main: t('pointOfSale.checkout.title'),
    processing: t('pointOfSale.checkout.processing'),
    successful:
      sale?.paymentType === 'none'
        ? t('pointOfSale.checkout.nothingDue.completed')
        : t('pointOfSale.checkout.successful'),
    failure: t('pointOfSale.checkout.failedTitle'),
  }[phase];
  const isBusy = phase === 'processing';

  return (
    <PosModal
      opened={opened}
      onClose={() => {
        if (isBusy) return;
        if (phase === 'successful' && sale) props.onContinue(sale);
        else props.onClose();
      }}
      title={title}
      size="lg"
      closeOnEscape={!isBusy}
      closeOnClickOutside={!isBusy && phase !== 'successful'}
      withCloseButton={!isBusy}
      fullScreen={false}
      data-testid="pos-checkout-modal"
    >
      {phase === 'main' ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void handleSubmit();
          }}
          noValidate
        >
          <Stack gap="md">
            {isNothingDue ? (
              <NothingDueFields
                draft={draft}
                setDraft={setDraft}
                errors={errors}
                depositCreditCents={props.depositCreditCents}
              />
            ) : (
              <CheckoutFields
                draft={draft}
                setDraft={setDraft}
                errors={errors}
                cardForm={cardForm}
                bankForm={bankForm}
                totalCents={totalCents}
                customerId={cart.customer?.id ?? null}
                isDated={isDated}
                acceptsAch={acceptsAch}
                acceptsCards={acceptsCards}
                isFreeTrial={isFreeTrial}
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={props.onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit">
                {isNothingDue
                  ? t('pointOfSale.checkout.nothingDue.complete')
                  : t('pointOfSale.checkout.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <CheckoutResult
          phase={phase}
          sale={sale}
          failure={failure}
          onRetry={() => setPhase('main')}
          onClose={props.onClose}
          onContinue={() => sale && props.onContinue(sale)}
        />
      )}
    </PosModal>
  );
}
