import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CreateCustomerBody, Customer, CustomerSummary } from '@paybook/contracts';
import { duplicateSearch } from '@paybook/domain';
import { type FormEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  NewPaymentMethodFields,
  useNewPaymentMethod,
} from '@/features/payment-accounts/components/new-payment-method';
import { isApiError } from '@/lib/api-client';
import { attachServerErrors } from '@/lib/form-server-errors';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { notifySuccess } from '@/lib/notify';
import { useSubmitOnce } from '@/lib/submit-once';
import { SubmitButton } from '@/ui/submit-button';
import { useSaveCustomer } from '../api/save-customer';
import { searchDuplicateCustomers } from '../api/search-duplicate-customers';
import { customerErrorMessage } from '../lib/customer-errors';
import { AddressFields } from './address-fields';
import { ContactFields } from './contact-fields';
import { CustomFieldsEditor } from './custom-fields-editor';
import {
  type CustomerFormValues,
  customerBody,
  customerFieldFor,
  customerFormSchema,
  customerFormValues,
} from './customer-form-schema';
import { customerName, customerProfilePath } from './customer-format';
import { DuplicateCustomerModal } from './duplicate-customer-modal';
import { ShippingFields } from './shipping-fields';

const DUPLICATE_CUSTOMER = 'DUPLICATE_CUSTOMER';

type NewAccount = Pick<CreateCustomerBody, 'card' | 'bank_account'>;

interface CustomerFormModalProps {
  opened: boolean;
  /** The saved customer to edit; undefined adds one. */
  customer?: Customer;
  onClose: () => void;
  onSaved?: (saved: Customer) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Title order={3} size="h5" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Add and edit customer (spec 2 §2.1 modals, §5): it cannot be closed while saving (spec 2 §4). */
export function CustomerFormModal({ opened, customer, onClose, onSaved }: CustomerFormModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isMobile = useMediaQuery('(max-width: 767px)');
  const isAdding = customer === undefined;
  const mutation = useSaveCustomer();
  const schema = useMemo(() => customerFormSchema(t), [t]);
  const form = useForm<CustomerFormValues>({
    resolver: zodResolver(schema),
    defaultValues: customerFormValues(customer),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [duplicates, setDuplicates] = useState<CustomerSummary[]>([]);
  const paymentMethod = useNewPaymentMethod();
  // Issue 13 point 15: one save per click, none after it succeeded; the add sends one key per attempt.
  const submit = useSubmitOnce(opened);
  const idempotencyKey = useIdempotencyKey();
  const isSaving = submit.isSaving;

  const findDuplicates = async () => {
    const search = duplicateSearch(form.getValues());
    if (!search) return;
    try {
      const found = await searchDuplicateCustomers(search, customer?.id);
      // A look-up answered while this form saves (or after it saved) may find the customer it adds.
      if (submit.canSave()) setDuplicates(found);
    } catch {
      // The server checks again on save; a failed look-up only skips the early warning.
    }
  };

  const close = () => {
    if (isSaving) return;
    form.reset(customerFormValues(customer));
    paymentMethod.reset();
    setFormError(null);
    onClose();
  };

  const save = (values: CustomerFormValues, account: NewAccount) => {
    if (!submit.begin()) return;
    setFormError(null);
    const body = customerBody(values);
    const added = { ...body, ...account };
    const variables = customer
      ? { id: customer.id, body }
      : { id: null, body: added, idempotencyKey: idempotencyKey.keyFor(added) };
    mutation.mutate(variables, {
      onSuccess: (saved) => {
        submit.succeeded();
        idempotencyKey.renew();
        notifySuccess(
          isAdding ? t('customers.form.added') : t('customers.form.updated', { name: customerName(saved) }),
        );
        form.reset(customerFormValues(isAdding ? undefined : saved));
        paymentMethod.reset();
        onClose();
        onSaved?.(saved);
      },
      onError: (error) => {
        submit.failed();
        attachServerErrors(error, form.setError, customerFieldFor);
        paymentMethod.attachErrors(error);
        if (isApiError(error) && error.code === DUPLICATE_CUSTOMER) void findDuplicates();
        const withPayment = account.card !== undefined || account.bank_account !== undefined;
        const context = isAdding ? (withPayment ? 'createWithPayment' : 'create') : 'update';
        setFormError(customerErrorMessage(error, context, t));
      },
    });
  };

  /** The customer and its new card or bank account show their errors together; both must be valid. */
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const account = isAdding ? await paymentMethod.fields() : {};
    await form.handleSubmit((values) => {
      if (account) save(values, account);
    })(event);
  };

  return (
    // One stack with the duplicate dialog, so Escape there closes that dialog alone (spec 2 §5).
    <Modal.Stack>
      <Modal
        stackId="customer-form"
        opened={opened}
        onClose={close}
        title={
          customer
            ? t('customers.form.editTitle', { name: customerName(customer) })
            : t('customers.form.addTitle')
        }
        size="xl"
        fullScreen={isMobile}
        closeOnClickOutside={!isSaving}
        closeOnEscape={!isSaving}
        withCloseButton={!isSaving}
        closeButtonProps={{ 'aria-label': t('customers.closeDialog') }}
      >
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="lg">
            {formError && (
              <Alert color="red" role="alert">
                {formError}
              </Alert>
            )}
            <Section title={t('customers.sections.contact')}>
              <ContactFields form={form} onEmailBlur={isAdding ? () => void findDuplicates() : undefined} />
            </Section>
            <Section title={t('customers.sections.billing')}>
              <AddressFields form={form} name="billing_address" />
            </Section>
            <Section title={t('customers.sections.shipping')}>
              <ShippingFields form={form} />
            </Section>
            <Section title={t('customers.sections.customFields')}>
              <CustomFieldsEditor form={form} />
            </Section>
            {isAdding && (
              <Section title={t('customers.sections.paymentMethod')}>
                <NewPaymentMethodFields method={paymentMethod} disabled={isSaving} />
              </Section>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={isSaving}>
                {t('common.cancel')}
              </Button>
              <SubmitButton submit={submit}>
                {isAdding ? t('customers.form.addSubmit') : t('customers.form.save')}
              </SubmitButton>
            </Group>
          </Stack>
        </form>
      </Modal>
      <DuplicateCustomerModal
        stackId="customer-duplicate"
        duplicates={duplicates}
        onClose={() => setDuplicates([])}
        onOpenCustomer={(id) => {
          setDuplicates([]);
          close();
          navigate(customerProfilePath(id));
        }}
      />
    </Modal.Stack>
  );
}
