import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import type { Store } from '@paybook/contracts';
import { canChooseAcceptance, storeUrlName } from '@paybook/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BuilderLeaveModal } from '@/features/invoices/components/builder-leave-modal';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { attachServerErrors } from '@/lib/form-server-errors';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { errorMessage, notifyFailure, notifySuccess } from '@/lib/notify';
import { useSubmitOnce } from '@/lib/submit-once';
import { useLeaveGuard } from '@/lib/use-leave-guard';
import { PageHeader } from '@/ui/page-header';
import { SubmitButton } from '@/ui/submit-button';
import { useSaveStore } from '../api/save-store';
import { useSetStoreStatus } from '../api/set-store-status';
import {
  createItemPath,
  ECOMMERCE_PATH,
  PAYMENT_FORM_SAVED,
  SAVE_MESSAGE_PARAM,
} from '../lib/ecommerce-paths';
import { hostedAddress } from '../lib/hosted-address';
import { itemProblemOf } from '../lib/item-problem';
import {
  newPaymentForm,
  type PaymentFormInput,
  type PaymentFormValues,
  paymentFormBody,
  paymentFormFieldFor,
  paymentFormSchema,
  paymentFormValuesOf,
} from '../lib/payment-form-values';
import { DesignStep } from './design-step';
import { FinishStep } from './finish-step';
import { type ChosenProduct, ProductStep } from './product-step';
import { SharePanel } from './share-panel';
import { WIZARD_STEPS, type WizardStep, WizardStepper } from './wizard-stepper';

const BACK: Partial<Record<WizardStep, WizardStep>> = { design: 'product', finish: 'design' };

/**
 * spec 2 §2.2 the payment form wizard: product, design, finish (save, then the offer to activate), share.
 * Cancel goes to ecommerce.main, asking first when something changed; Done goes there with saveMsg.
 */
export function PaymentFormWizard({
  store,
  initialProduct,
}: {
  store: Store | null;
  initialProduct: ChosenProduct | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { merchant } = useLoginContext();
  const accepts = merchant.accepted_payment_types;
  const form = useForm<PaymentFormInput, unknown, PaymentFormValues>({
    resolver: zodResolver(paymentFormSchema),
    defaultValues: store ? paymentFormValuesOf(store) : newPaymentForm(accepts),
  });
  const [step, setStep] = useState<WizardStep>('product');
  const [product, setProduct] = useState(initialProduct);
  const [productError, setProductError] = useState<string | null>(null);
  const [saved, setSaved] = useState<Store | null>(null);
  const save = useSaveStore();
  const setStatus = useSetStoreStatus();
  const idempotencyKey = useIdempotencyKey();
  const gate = useSubmitOnce();
  const isChanged = form.formState.isDirty || (product?.id ?? null) !== (store?.offering_ids[0] ?? null);
  const { blocker, allowNextLeave } = useLeaveGuard(isChanged && saved === null);

  const goNext = async () => {
    if (step === 'product') {
      if (product) setStep('design');
      else setProductError(t('stores.product.required'));
    } else if (step === 'design' && (await form.trigger(undefined, { shouldFocus: true }))) {
      setStep('finish');
    }
  };

  const handleSaveError = (error: unknown) => {
    const onItem = itemProblemOf(error);
    if (onItem) {
      setProductError(onItem);
      setStep('product');
    } else if (attachServerErrors(error, form.setError, paymentFormFieldFor)) {
      setStep('design');
    }
  };

  const handleSave = form.handleSubmit(
    (values) => {
      if (!product || !gate.begin()) return;
      const body = paymentFormBody(values, product.id, accepts);
      save.mutate(
        { id: store?.id ?? null, body, idempotencyKey: idempotencyKey.keyFor(body) },
        {
          onSuccess: ({ data }) => {
            gate.succeeded();
            idempotencyKey.renew();
            allowNextLeave();
            setSaved(data);
            // A form already active is shared at once; a draft or inactive one is offered activation first.
            if (data.is_active) setStep('share');
          },
          onError: (error) => {
            gate.failed();
            handleSaveError(error);
          },
        },
      );
    },
    () => setStep('design'),
  );

  const answerActivation = (activate: boolean) => {
    if (!saved || !activate) {
      setStep('share');
      return;
    }
    setStatus.mutate(
      { id: saved.id, status: 'active' },
      {
        onSuccess: ({ data }) => {
          setSaved(data);
          notifySuccess(t('stores.toggle.activeDone', { name: data.name }));
          setStep('share');
        },
        onError: (error) => notifyFailure(errorMessage(error)),
      },
    );
  };

  const finish = () => navigate(`${ECOMMERCE_PATH}?${SAVE_MESSAGE_PARAM}=${PAYMENT_FORM_SAVED}`);
  const back = BACK[step];
  const values = form.watch();

  return (
    <Stack gap="lg">
      <PageHeader
        title={store ? t('stores.wizard.editTitle') : t('stores.wizard.createTitle')}
        description={t(`stores.wizard.intro.${step}`)}
      />
      <WizardStepper
        steps={WIZARD_STEPS}
        texts={{
          label: t('stores.wizard.progress'),
          stepName: (name) => t(`stores.wizard.steps.${name}`),
        }}
        active={step}
        canGoBack={saved === null}
        onStepClick={setStep}
      />
      {step === 'product' && (
        <ProductStep
          chosen={product}
          onChoose={(chosen) => {
            setProduct(chosen);
            setProductError(null);
          }}
          error={productError}
          onCreateItem={() => navigate(createItemPath(store?.id ?? null))}
        />
      )}
      {step === 'design' && (
        <DesignStep
          form={form}
          product={product}
          merchant={{ name: merchant.name, urlSubdomain: merchant.url_subdomain }}
          canChooseAcceptance={canChooseAcceptance(accepts)}
        />
      )}
      {step === 'finish' && product && (
        <FinishStep
          product={product}
          name={values.name ?? ''}
          address={hostedAddress(
            window.location.origin,
            merchant.url_subdomain,
            storeUrlName(values.name ?? '', values.url_name ?? ''),
          )}
          accepts={{ card: values.accept_cc === true, bank: values.accept_ach === true }}
          saveError={save.isError ? errorMessage(save.error) : null}
          saved={saved}
          activation={{ isPending: setStatus.isPending, onAnswer: answerActivation }}
        />
      )}
      {step === 'share' && saved && <SharePanel store={saved} />}
      <Group justify="space-between">
        {saved === null ? (
          <Button variant="default" onClick={() => navigate(ECOMMERCE_PATH)}>
            {t('common.cancel')}
          </Button>
        ) : (
          <span />
        )}
        <Group gap="xs">
          {back && saved === null && (
            <Button variant="default" onClick={() => setStep(back)}>
              {t('stores.wizard.back')}
            </Button>
          )}
          {(step === 'product' || step === 'design') && (
            <Button onClick={() => void goNext()}>{t('stores.wizard.next')}</Button>
          )}
          {step === 'finish' && saved === null && (
            <SubmitButton submit={gate} onClick={() => void handleSave()}>
              {store ? t('stores.finish.saveChanges') : t('stores.finish.save')}
            </SubmitButton>
          )}
          {step === 'share' && <Button onClick={finish}>{t('stores.wizard.done')}</Button>}
        </Group>
      </Group>
      <BuilderLeaveModal blocker={blocker} />
    </Stack>
  );
}
