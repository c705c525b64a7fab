import { Alert, Anchor, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
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
  customerId: number | null;
  isDated: boolean;
  acceptsAch: boolean;
  acceptsCards: boolean;
  isFreeTrial: boolean;
}

/** Why a mode cannot be chosen, or null (spec 3 §4.8 cash and check; a stored account needs a customer). */
export function disabledReason(
  mode: CheckoutMode,
  props: Pick<CheckoutFieldsProps, 'isDated' | 'customerId'>,
  t: (key: string) => string,
) {
  if ((mode === 'cash' || mode === 'check') && props.isDated)
    return t('pointOfSale.checkout.cashCheckDisabled');
  if (mode === 'stored' && props.customerId === null) return t('pointOfSale.checkout.storedNeedsCustomer');
  return null;
}

/** The checkout modal's main form: the payer, how they pay and what that way needs. */
export function CheckoutFields(props: CheckoutFieldsProps) {
  const {
    draft,
    setDraft,
    errors,
    cardForm,
    bankForm,
    totalCents,
    customerId,
    isDated,
    acceptsAch,
    acceptsCards,
    isFreeTrial,
  } = props;
  const { t } = useTranslation();
  const isNarrow = useMediaQuery('(max-width: 36em)');
  const modes: CheckoutMode[] = [
    ...(acceptsCards ? (['card'] as const) : []),
    ...(acceptsAch ? (['ach'] as const) : []),
    'cash',
    'check',
    'stored',
  ];
  // One line per reason, naming the modes it turns off ('Cash, Check: …').
  const reasons = new Map<string, CheckoutMode[]>();
  for (const mode of modes) {
    const reason = disabledReason(mode, props, t);
    if (reason) reasons.set(reason, [...(reasons.get(reason) ?? []), mode]);
  }
  const isBusiness = bankForm.watch('account_type') === 'business_checking';
  const storedIsBusiness =
    draft.stored?.kind === 'bank' && draft.stored.bank.account_type === 'business_checking';

  return (
    <Stack gap="sm">
      <PayerFields
        draft={draft}
        setDraft={setDraft}
        errors={errors}
        totalCents={totalCents}
        isDated={isDated}
      />
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
          data={modes.map((mode) => ({
            value: mode,
            label: t(`pointOfSale.checkout.modes.${mode}`),
            disabled: disabledReason(mode, props, t) !== null,
          }))}
        />
        {[...reasons].map(([reason, turnedOff]) => (
          <Text key={reason} size="xs" c="dimmed" data-testid={`pos-mode-reason-${turnedOff.join('-')}`}>
            {turnedOff.map((mode) => t(`pointOfSale.checkout.modes.${mode}`)).join(', ')}: {reason}
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

      {isFreeTrial && (draft.mode === 'card' || draft.mode === 'ach' || draft.mode === 'stored') ? (
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
      {draft.mode === 'stored' && customerId !== null && !isFreeTrial && (
        <Stack gap="xs">
          <StoredAccountFields
            customerId={customerId}
            includeAch={acceptsAch}
            includeCards={acceptsCards}
            value={draft.stored_key}
            error={errors.account_id}
            onChange={(stored_key, stored) => setDraft({ stored_key, stored })}
          />
          {storedIsBusiness && (
            <AchAuthorizationFields
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
