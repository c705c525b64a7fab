import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { BuyButtonFieldsInput, Store } from '@paybook/contracts';
import { canChooseAcceptance, storeUrlName } from '@paybook/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BuilderLeaveModal } from '@/features/invoices/components/builder-leave-modal';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { attachServerErrors } from '@/lib/form-server-errors';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { errorMessage } from '@/lib/notify';
import { useSubmitOnce } from '@/lib/submit-once';
import { useLeaveGuard } from '@/lib/use-leave-guard';
import { FormError } from '@/ui/form-error';
import { PageHeader } from '@/ui/page-header';
import { SubmitButton } from '@/ui/submit-button';
import { useSaveStore } from '../api/save-store';
import { useSetStoreStatus } from '../api/set-store-status';
import {
  type BuyButtonInput,
  type BuyButtonValues,
  buyButtonBody,
  buyButtonFieldFor,
  buyButtonSchemaFor,
  buyButtonValuesOf,
  newBuyButton,
} from '../lib/buy-button-values';
import { BUY_BUTTON_SAVED, createItemPath, ECOMMERCE_PATH, SAVE_MESSAGE_PARAM } from '../lib/ecommerce-paths';
import { hostedAddress } from '../lib/hosted-address';
import { itemProblemOf } from '../lib/item-problem';
import { BuyButtonConfigureStep } from './buy-button-configure-step';
import { EmbedCodePanel } from './embed-code-panel';
import { type ChosenProduct, ProductStep } from './product-step';
import { WizardStepper } from './wizard-stepper';

/** spec 2 §2.2: step 0 'Buy Now Button - Select Item', step 1 'Buy Now Button - Configure', then the code. */
const STEPS = ['item', 'configure', 'embed'] as const;
type Step = (typeof STEPS)[number];

interface BuyButtonWizardProps {
  /** The saved button (query formId), or null for a new one. */
  store: Store | null;
  initialProduct: ChosenProduct | null;
  /** A new button's first look (query displayItemOption: its layout). */
  initialLook?: Partial<BuyButtonFieldsInput>;
}

/**
 * spec 2 §2.2 the buy-now button wizard (§4: select item, then configure, then embed). Saving sends the
 * button (POST, or PUT for a saved one) with an Idempotency-Key, then activates it, since only an active
 * button works on a web site, then shows its embed code. Cancel goes to ecommerce.main, asking first when
 * something changed; Done goes there saying it was saved.
 */
export function BuyButtonWizard({ store, initialProduct, initialLook }: BuyButtonWizardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { merchant } = useLoginContext();
  const accepts = merchant.accepted_payment_types;
  const schema = useMemo(() => buyButtonSchemaFor(accepts), [accepts]);
  const form = useForm<BuyButtonInput, unknown, BuyButtonValues>({
    resolver: zodResolver(schema),
    defaultValues: store
      ? buyButtonValuesOf(store)
      : (() => {
          const fresh = newBuyButton(accepts);
          return { ...fresh, buy_button: { ...fresh.buy_button, ...initialLook } };
        })(),
  });
  // A saved button opens on its look; a new one, or one for the catalogue's new item, on the item.
  const [step, setStep] = useState<Step>(
    store && initialProduct?.id === store.offering_ids[0] ? 'configure' : 'item',
  );
  const [product, setProduct] = useState(initialProduct);
  const [productError, setProductError] = useState<string | null>(null);
  const [saveProblem, setSaveProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<Store | null>(null);
  const [activationProblem, setActivationProblem] = useState<string | null>(null);
  const save = useSaveStore();
  const setStatus = useSetStoreStatus();
  const idempotencyKey = useIdempotencyKey();
  const gate = useSubmitOnce();
  const isChanged = form.formState.isDirty || (product?.id ?? null) !== (store?.offering_ids[0] ?? null);
  const { blocker, allowNextLeave } = useLeaveGuard(isChanged && saved === null);

  const goToConfigure = () => {
    if (!product) {
      setProductError(t('stores.buyButton.product.required'));
      return;
    }
    // The item's name is a fair first name for its button.
    if (!form.getValues('name')?.trim()) form.setValue('name', product.name, { shouldDirty: true });
    setStep('configure');
  };

  const activate = (button: Store) =>
    setStatus.mutate(
      { id: button.id, status: 'active' },
      {
        onSuccess: ({ data }) => {
          setSaved(data);
          setActivationProblem(null);
        },
        onError: (error) => setActivationProblem(errorMessage(error)),
        onSettled: () => setStep('embed'),
      },
    );

  const handleSaveError = (error: unknown) => {
    const onItem = itemProblemOf(error);
    if (onItem) {
      setProductError(onItem);
      setStep('item');
    } else if (!attachServerErrors(error, form.setError, buyButtonFieldFor)) {
      setSaveProblem(errorMessage(error));
    }
  };

  const handleSave = form.handleSubmit((values) => {
    if (!product || !gate.begin()) return;
    setSaveProblem(null);
    const body = buyButtonBody(values, product.id, accepts, store);
    save.mutate(
      { id: store?.id ?? null, body, idempotencyKey: idempotencyKey.keyFor(body) },
      {
        onSuccess: ({ data }) => {
          gate.succeeded();
          idempotencyKey.renew();
          allowNextLeave();
          setSaved(data);
          if (data.is_active) setStep('embed');
          else activate(data);
        },
        onError: (error) => {
          gate.failed();
          handleSaveError(error);
        },
      },
    );
  });

  const name = form.watch('name') ?? '';
  const urlName = storeUrlName(name, '');
  const address = store
    ? { text: store.full_url, isKept: true }
    : {
        text: urlName ? hostedAddress(window.location.origin, merchant.url_subdomain, urlName) : null,
        isKept: false,
      };
  const isSaving = gate.isSaving || setStatus.isPending;

  return (
    <Stack gap="lg">
      <PageHeader
        title={store ? t('stores.buyButton.editTitle') : t('stores.buyButton.createTitle')}
        description={t(`stores.buyButton.intro.${step}`)}
      />
      <WizardStepper
        steps={STEPS}
        texts={{
          label: t('stores.buyButton.progress'),
          stepName: (name) => t(`stores.buyButton.steps.${name}`),
        }}
        active={step}
        canGoBack={saved === null}
        onStepClick={setStep}
      />
      {step === 'item' && (
        <ProductStep
          wizard="buyButton"
          chosen={product}
          onChoose={(chosen) => {
            setProduct(chosen);
            setProductError(null);
          }}
          error={productError}
          onCreateItem={() => navigate(createItemPath(store?.id ?? null, 'buy_button'))}
        />
      )}
      {step === 'configure' && (
        <>
          <BuyButtonConfigureStep
            form={form}
            product={product}
            address={address}
            canChooseAcceptance={canChooseAcceptance(accepts)}
          />
          <FormError message={saveProblem} />
        </>
      )}
      {step === 'embed' && saved && (
        <Stack gap="md" maw={760}>
          {activationProblem ? (
            <Alert color="red" role="alert">
              <Stack gap="sm" align="flex-start">
                {t('stores.buyButton.activateFailed', { name: saved.name, reason: activationProblem })}
                <Button size="xs" loading={setStatus.isPending} onClick={() => activate(saved)}>
                  {t('stores.buyButton.activateAgain')}
                </Button>
              </Stack>
            </Alert>
          ) : (
            // The title in the text's own colour: the alert's teal title is not AA on its tint.
            <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
              <Text fw={700}>{t('stores.buyButton.embed.savedTitle', { name: saved.name })}</Text>
              <Text size="sm">{t('stores.buyButton.embed.savedBody')}</Text>
            </Alert>
          )}
          <EmbedCodePanel store={saved} merchantAccepts={accepts} />
        </Stack>
      )}
      <Group justify="space-between">
        {saved === null ? (
          <Button variant="default" onClick={() => navigate(ECOMMERCE_PATH)}>
            {t('common.cancel')}
          </Button>
        ) : (
          <span />
        )}
        <Group gap="xs">
          {step === 'configure' && saved === null && (
            <Button variant="default" onClick={() => setStep('item')}>
              {t('stores.wizard.back')}
            </Button>
          )}
          {step === 'item' && <Button onClick={goToConfigure}>{t('stores.wizard.next')}</Button>}
          {step === 'configure' && (
            <SubmitButton submit={{ isSaving, isSaved: gate.isSaved }} onClick={() => void handleSave()}>
              {store ? t('stores.buyButton.saveChanges') : t('stores.buyButton.save')}
            </SubmitButton>
          )}
          {step === 'embed' && (
            <Button onClick={() => navigate(`${ECOMMERCE_PATH}?${SAVE_MESSAGE_PARAM}=${BUY_BUTTON_SAVED}`)}>
              {t('stores.wizard.done')}
            </Button>
          )}
        </Group>
      </Group>
      <BuilderLeaveModal blocker={blocker} />
    </Stack>
  );
}
