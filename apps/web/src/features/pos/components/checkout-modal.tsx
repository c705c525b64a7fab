import { Button, Group, Stack } from '@mantine/core';
import { type CheckoutBodyInput, type CheckoutResponse, checkoutBody } from '@paybook/contracts';
import { type CheckoutMerchant, checkoutProblems, firstUsableCheckoutMode } from '@paybook/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerAccounts } from '@/features/payment-accounts/api/get-customer-accounts';
import { emptyBankForm } from '@/features/payment-accounts/lib/bank-form';
import { emptyCardForm } from '@/features/payment-accounts/lib/card-form';
import { type CartState, isNothingDue as isNothingDueFor } from '../lib/cart-state';
import { buildCheckoutBody, type PaymentChoice } from '../lib/checkout-body';
import { checkoutCartOf, checkoutPaymentOf } from '../lib/checkout-facts';
import type { CheckoutOutcome } from '../lib/checkout-outcome';
import { CardConfirm, isCardEntry } from './card-confirm';
import { CheckoutFields, offeredModes } from './checkout-fields';
import { CheckoutResult } from './checkout-result';
import {
  type BankFormValues,
  type CardFormValues,
  type CheckoutDraft,
  type CheckoutErrors,
  initialDraft,
  paymentChoiceOf,
  paymentTypeOf,
  SHOWN_FIELDS,
  storedAccountFacts,
} from './checkout-state';
import { NothingDueFields } from './nothing-due-fields';
import { PosModal } from './pos-modal';
import { storedAccountsOf } from './stored-account-fields';
import { useCheckoutSubmit } from './use-checkout-submit';
import { usePaymentForms } from './use-payment-forms';

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
  /** The merchant's product and accepted payment types, as the checkout rules read them. */
  merchant: CheckoutMerchant;
  internationalZip: boolean;
  onClose: () => void;
  /** The order was accepted: the page clears the cart (spec 3 §4.8). */
  onAccepted: (sale: AcceptedSale) => void;
  /** The sale's next step: send-receipt. */
  onContinue: (sale: AcceptedSale) => void;
  /** spec 3 §4.8: a free-trial merchant's card or ACH payment opens the fake modal instead. */
  onFakePayment: (kind: 'card' | 'ach') => void;
}

/**
 * spec 3 §2.6 checkout-modal with its states main, processing, successful and failure, and §4.8 confirm
 * for a keyed or swiped card.
 */
export function CheckoutModal(props: CheckoutModalProps) {
  const { opened, cart, totalCents, today, merchant, internationalZip } = props;
  const { t } = useTranslation();
  const [phase, setPhase] = useState<CheckoutPhase>('main');
  /** spec 3 §4.8 confirm: a keyed or swiped card's checkout, shown once more before the charge. */
  const [confirming, setConfirming] = useState<{ body: CheckoutBodyInput; choice: PaymentChoice } | null>(
    null,
  );
  const { draft: openingDraft, firstMode } = useOpeningDraft(opened, cart, totalCents, merchant);
  const [draftState, setDraftState] = useState<CheckoutDraft>(openingDraft);
  const [hasDraftChanged, setDraftChanged] = useState(false);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [failure, setFailure] = useState<CheckoutOutcome | null>(null);
  const [sale, setSale] = useState<AcceptedSale | null>(null);
  const { cardForm, bankForm } = usePaymentForms(today, internationalZip);
  /** Until the desk starts on a way to pay, the modal follows the first usable one as the facts arrive. */
  const isModeChosen = hasDraftChanged || cardForm.formState.isDirty || bankForm.formState.isDirty;
  const draft = isModeChosen ? draftState : { ...draftState, mode: firstMode };
  const { submit } = useCheckoutSubmit();
  // Decision 76: nothing to pay asks for no payment method; the sale completes with payment_mode 'none'.
  const isNothingDue = isNothingDueFor(cart, totalCents);
  const checkoutCart = checkoutCartOf(cart, draft, totalCents);

  // Each opening starts at the main state with the cart's customer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an opening resets the form.
  useEffect(() => {
    if (!opened) return;
    setPhase('main');
    setConfirming(null);
    setDraftState(openingDraft);
    setDraftChanged(false);
    setErrors({});
    setFailure(null);
    setSale(null);
    cardForm.reset(emptyCardForm);
    bankForm.reset(emptyBankForm);
  }, [opened]);

  const setDraft = (change: Partial<CheckoutDraft>) => {
    // Any change (a mode picked, an account chosen, a tender typed) keeps the mode shown from then on.
    setDraftChanged(true);
    setDraftState((current) => ({ ...current, mode: draft.mode, ...change }));
    setErrors({});
  };

  /** The card or bank sub-form of the chosen mode, checked by its own rules (spec 2 §5). */
  const areSubFormsValid = async () => {
    if (isNothingDue) return true;
    if (draft.mode === 'card' && draft.cardEntry === 'key') return cardForm.trigger();
    if (draft.mode === 'ach') return bankForm.trigger();
    return true;
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

  const send = async (body: CheckoutBodyInput, choice: PaymentChoice) => {
    setConfirming(null);
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

  /**
   * The checkout's own rules first (the domain's checkoutProblems, which the server refuses with), then
   * the body's shape; a keyed or swiped card goes to the confirm step, any other payment is sent.
   */
  const handleSubmit = async () => {
    if (phase !== 'main' || confirming) return;
    const forms = { card: cardForm.getValues(), bank: bankForm.getValues() };
    const choice = paymentChoiceOf(draft, forms, isNothingDue);
    const payment = checkoutPaymentOf(choice, storedAccountFacts(draft.stored));
    const problems = checkoutProblems(checkoutCart, payment, merchant);
    // spec 3 §4.8: a free-trial card or bank payment (typed or stored) is a demo.
    if (problems.some((problem) => problem.code === 'upgrade_required')) {
      const isBank =
        payment.mode === 'ach' || (payment.mode === 'stored' && payment.account?.kind === 'bank');
      props.onFakePayment(isBank ? 'ach' : 'card');
      return;
    }
    const areFormsValid = await areSubFormsValid();
    const body = buildCheckoutBody(cart, draft, choice, today);
    const parsed = checkoutBody.safeParse(body);
    const issues = [
      ...problems.map((problem) => ({ path: problem.field, message: problem.message })),
      ...(parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))),
    ];
    showIssues(issues);
    if (issues.length > 0 || !areFormsValid) return;
    if (isCardEntry(choice)) setConfirming({ body, choice });
    else await send(body, choice);
  };

  const title = {
    main: confirming ? t('pointOfSale.checkout.confirm.title') : t('pointOfSale.checkout.title'),
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
      {phase === 'main' && confirming && isCardEntry(confirming.choice) ? (
        <CardConfirm
          choice={confirming.choice}
          swiped={
            draft.swipe
              ? {
                  last4: draft.swipe.card.number.slice(-4),
                  name: `${draft.swipe.card.first_name} ${draft.swipe.card.last_name}`.trim(),
                }
              : null
          }
          payer={{ name: `${draft.first_name} ${draft.last_name}`.trim(), email: draft.email.trim() }}
          totalCents={totalCents}
          onBack={() => setConfirming(null)}
          onConfirm={() => void send(confirming.body, confirming.choice)}
        />
      ) : phase === 'main' ? (
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
                checkoutCart={checkoutCart}
                merchant={merchant}
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

/**
 * Issue 24 point 1: the draft an opening starts from, on the first way to pay this customer and merchant
 * can use (the domain's firstUsableCheckoutMode): the customer's accounts on file are read only when the
 * customer has some, and while they load the modal follows the other modes.
 */
function useOpeningDraft(opened: boolean, cart: CartState, totalCents: number, merchant: CheckoutMerchant) {
  const customer = cart.customer;
  const hasAccountsOnFile = customer !== null && customer.stored_account_count > 0;
  const accounts = useCustomerAccounts(opened && hasAccountsOnFile ? customer.id : null);
  const blank = initialDraft(cart.customer, 'cash');
  const firstMode = firstUsableCheckoutMode({
    modes: offeredModes(checkoutCartOf(cart, blank, totalCents), merchant).map(({ mode, reasonKey }) => ({
      mode,
      isUsable: reasonKey === null,
    })),
    storedAccounts: !hasAccountsOnFile ? [] : accounts.data ? storedAccountsOf(accounts.data) : null,
    acceptedPaymentTypes: merchant.acceptedPaymentTypes,
  });
  return { draft: { ...blank, mode: firstMode }, firstMode };
}
