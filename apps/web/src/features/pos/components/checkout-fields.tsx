import { Alert, Anchor, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  CHECKOUT_MODES,
  type CheckoutCart,
  type CheckoutMerchant,
  type CheckoutPayment,
  type CheckoutProblemCode,
  checkoutProblems,
  isDatedCart,
} from '@paybook/domain';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BankFields } from '@/features/payment-accounts/components/bank-fields';
import { CardFields } from '@/features/payment-accounts/components/card-fields';
import { AchAuthorizationFields } from './ach-authorization-fields';
import { CashTender } from './cash-tender';
import type {
  BankFormValues,
  CardFormValues,
  CheckoutDraft,
  CheckoutErrors,
  CheckoutMode,
} from './checkout-state';
import { PayerFields } from './payer-fields';
import { StoredAccountFields } from './stored-account-fields';
import { SwipeInput } from './swipe-input';

export interface CheckoutFieldsProps {
  draft: CheckoutDraft;
  setDraft: (change: Partial<CheckoutDraft>) => void;
  errors: CheckoutErrors;
  cardForm: UseFormReturn<CardFormValues>;
  bankForm: UseFormReturn<BankFormValues>;
  totalCents: number;
  /** The cart as the domain's checkout rules read it. */
  checkoutCart: CheckoutCart;
  merchant: CheckoutMerchant;
  /**
   * The payer's name and receipt e-mail (default shown). An order's collect payment hides them: the order
   * already names its customer, and its call takes no payer.
   */
  showPayer?: boolean;
}

/** Each mode before its fields are filled, to ask the checkout rules whether it can be chosen at all. */
const BLANK_PAYMENT: Record<CheckoutMode, CheckoutPayment> = {
  card: { mode: 'ccKeyEnter' },
  ach: { mode: 'ach', account_type: 'checking', company_name: '', authorization_type: null },
  cash: { mode: 'cash', tendered_cents: null },
  check: { mode: 'check', check_number: '' },
  stored: { mode: 'stored', account: null, authorization_type: null },
};

/** A merchant that does not accept the mode's payment type does not offer it (spec 2 §6, spec 3 §6). */
const NOT_OFFERED: ReadonlySet<CheckoutProblemCode> = new Set(['cards_not_accepted', 'ach_not_accepted']);
/** spec 3 §4.8 cash and check for dated carts; a stored account needs the customer. */
const TURNED_OFF: Partial<Record<CheckoutProblemCode, string>> = {
  cash_check_disabled: 'pointOfSale.checkout.cashCheckDisabled',
  customer_required: 'pointOfSale.checkout.storedNeedsCustomer',
};

/** The modes the merchant offers, each with why it cannot be chosen for this cart (null: it can). */
export function offeredModes(cart: CheckoutCart, merchant: CheckoutMerchant) {
  return CHECKOUT_MODES.flatMap((mode) => {
    const problems = checkoutProblems(cart, BLANK_PAYMENT[mode], merchant);
    if (problems.some((problem) => NOT_OFFERED.has(problem.code))) return [];
    // A customer is needed for every mode of a recurring cart; it turns off only a stored account.
    const off = problems.find(
      (problem) => problem.code in TURNED_OFF && (problem.code !== 'customer_required' || mode === 'stored'),
    );
    return [{ mode, reasonKey: off ? (TURNED_OFF[off.code] ?? null) : null }];
  });
}

/** The checkout modal's main form: the payer, how they pay and what that way needs. */
export function CheckoutFields(props: CheckoutFieldsProps) {
  const { draft, setDraft, errors, cardForm, bankForm, totalCents, checkoutCart, merchant } = props;
  const { showPayer = true } = props;
  const { t } = useTranslation();
  const isNarrow = useMediaQuery('(max-width: 36em)');
  const customerId = checkoutCart.customer.id;
  const isDated = isDatedCart(checkoutCart.lines);
  // spec 3 §4.8: a free-trial merchant's card or bank payment is a demo (the rules' upgrade_required).
  const isDemo = checkoutProblems(checkoutCart, BLANK_PAYMENT[draft.mode], merchant).some(
    (problem) => problem.code === 'upgrade_required',
  );
  const modes = offeredModes(checkoutCart, merchant);
  // One line per reason, naming the modes it turns off ('Cash, Check: …').
  const reasons = new Map<string, CheckoutMode[]>();
  for (const { mode, reasonKey } of modes) {
    if (reasonKey) reasons.set(reasonKey, [...(reasons.get(reasonKey) ?? []), mode]);
  }
  const isBusiness = bankForm.watch('account_type') === 'business_checking';
  const companyName = bankForm.watch('customer_company_name');
  const storedBank = draft.stored?.kind === 'bank' ? draft.stored.bank : null;

  return (
    <Stack gap="sm">
      {showPayer && (
        <PayerFields
          draft={draft}
          setDraft={setDraft}
          errors={errors}
          totalCents={totalCents}
          isDated={isDated}
        />
      )}
      <Stack gap={4}>
        <Text size="sm" fw={500} id="pos-payment-mode">
          {t('pointOfSale.checkout.paymentMethod')}
        </Text>
        <SegmentedControl
          aria-labelledby="pos-payment-mode"
          fullWidth
          orientation={isNarrow ? 'vertical' : 'horizontal'}
          value={draft.mode}
          onChange={(value) => setDraft({ mode: value as CheckoutMode })}
          data={modes.map(({ mode, reasonKey }) => ({
            value: mode,
            label: t(`pointOfSale.checkout.modes.${mode}`),
            disabled: reasonKey !== null,
          }))}
        />
        {[...reasons].map(([reasonKey, turnedOff]) => (
          <Text key={reasonKey} size="xs" c="dimmed" data-testid={`pos-mode-reason-${turnedOff.join('-')}`}>
            {turnedOff.map((mode) => t(`pointOfSale.checkout.modes.${mode}`)).join(', ')}: {t(reasonKey)}
          </Text>
        ))}
        {totalCents === 0 && (
          // Decision 76: nothing is due, but a line that bills later needs a card or bank account.
          <Text size="sm" data-testid="pos-nothing-due-needs-account">
            {t('pointOfSale.checkout.nothingDue.needsAccount')}
          </Text>
        )}
        {errors.payment_mode && (
          <Text size="sm" c="red.9" role="alert">
            {errors.payment_mode}
          </Text>
        )}
      </Stack>

      {isDemo ? (
        <Alert color="blue" data-testid="pos-free-trial-notice">
          {t('pointOfSale.freeTrial.notice')}
        </Alert>
      ) : (
        <>
          {draft.mode === 'card' && (
            <Stack gap="xs">
              <Group justify="flex-end">
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => setDraft({ cardEntry: draft.cardEntry === 'key' ? 'swipe' : 'key' })}
                >
                  {draft.cardEntry === 'key'
                    ? t('pointOfSale.checkout.useSwipe')
                    : t('pointOfSale.checkout.useKeyEnter')}
                </Anchor>
              </Group>
              {draft.cardEntry === 'key' ? (
                <CardFields form={cardForm} isEdit={false} autoFocus />
              ) : (
                <>
                  <SwipeInput
                    trackData={draft.swipe?.track_data ?? ''}
                    swiped={draft.swipe?.card ?? null}
                    onSwiped={(track_data, card) =>
                      setDraft({
                        swipe: { track_data, card },
                        first_name: card.first_name || draft.first_name,
                        last_name: card.last_name || draft.last_name,
                      })
                    }
                    onReset={() => setDraft({ swipe: null })}
                  />
                  {errors.track_data && (
                    <Text size="sm" c="red.9" role="alert">
                      {errors.track_data}
                    </Text>
                  )}
                </>
              )}
            </Stack>
          )}
          {draft.mode === 'ach' && (
            <Stack gap="xs">
              <BankFields form={bankForm} isEdit={false} autoFocus />
              {errors.company_name && (
                <Text size="sm" c="red.9" role="alert">
                  {errors.company_name}
                </Text>
              )}
              {isBusiness && (
                <AchAuthorizationFields
                  companyName={companyName}
                  value={draft.authorization_type}
                  error={errors.authorization_type}
                  onChange={(authorization_type) => setDraft({ authorization_type })}
                />
              )}
            </Stack>
          )}
        </>
      )}
      {draft.mode === 'cash' && (
        <CashTender
          value={draft.amount_tendered}
          dueCents={totalCents}
          error={errors.amount_tendered}
          onChange={(amount_tendered) => setDraft({ amount_tendered })}
        />
      )}
      {draft.mode === 'check' && (
        <TextInput
          label={t('pointOfSale.checkout.checkNumber')}
          withAsterisk
          data-autofocus
          value={draft.check_number}
          error={errors.check_number}
          onChange={(event) => setDraft({ check_number: event.currentTarget.value })}
        />
      )}
      {draft.mode === 'stored' && customerId !== null && !isDemo && (
        <Stack gap="xs">
          <StoredAccountFields
            customerId={customerId}
            acceptedPaymentTypes={merchant.acceptedPaymentTypes}
            value={draft.stored_key}
            error={errors.account_id}
            onChange={(stored_key, stored) => setDraft({ stored_key, stored })}
          />
          {storedBank?.account_type === 'business_checking' && (
            <AchAuthorizationFields
              companyName={storedBank.customer_company_name}
              value={draft.authorization_type}
              error={errors.authorization_type}
              onChange={(authorization_type) => setDraft({ authorization_type })}
            />
          )}
        </Stack>
      )}
      {errors.form && (
        <Alert color="red" role="alert" data-testid="pos-checkout-error">
          {errors.form}
        </Alert>
      )}
    </Stack>
  );
}
