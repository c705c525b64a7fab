import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Loader, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  BUSINESS_FIELD_LIMITS,
  type BusinessDetails,
  SOCIAL_LINK_LIMIT,
  SOCIAL_NETWORKS,
  withWebScheme,
} from '@paybook/contracts';
import { type FocusEvent, type ReactNode, useMemo, useState } from 'react';
import { Controller, type FieldPath, get, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { attachServerErrors } from '@/lib/form-server-errors';
import { errorMessage, notifySuccess } from '@/lib/notify';
import { useSubmitOnce } from '@/lib/submit-once';
import { FormError } from '@/ui/form-error';
import { LimitedTextInput } from '@/ui/limited-text';
import { PhoneInput } from '@/ui/phone-input';
import { SubmitButton } from '@/ui/submit-button';
import { useUpdateBusinessDetails } from '../api/update-business-details';
import {
  BUSINESS_FORM_FIELDS,
  type BusinessFormValues,
  businessBody,
  businessFormSchema,
  businessFormValues,
} from './business-form-schema';
import { useZipLookup } from './zip-lookup';

const WEEK_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;
const limits = BUSINESS_FIELD_LIMITS;

function Section({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

/** spec 3 §2.5 settings.edit, §3.3: the business's name, contact details, address and first day of the week. */
export function BusinessDetailsForm({
  details,
  onSaved,
}: {
  details: BusinessDetails;
  /** Where the page goes once saved (spec 3 §2.5 toState); without it the page stays open. */
  onSaved?: () => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => businessFormSchema(t), [t]);
  const form = useForm<BusinessFormValues>({
    resolver: zodResolver(schema),
    defaultValues: businessFormValues(details),
    // The first fault in the page's order takes the focus (onInvalid below), not the first registered.
    shouldFocusError: false,
  });
  const { control, register, handleSubmit, formState, setError, clearErrors, setValue, setFocus } = form;
  const errors = formState.errors;
  const save = useUpdateBusinessDetails();
  const submit = useSubmitOnce();
  const [formError, setFormError] = useState<string | null>(null);
  const zip = useZipLookup((result) => {
    if (result === 'not-found') {
      setError('zip_code', { message: t('businessSettings.errors.zipNotFound') });
      return;
    }
    clearErrors('zip_code');
    setValue('city', result.city, { shouldDirty: true, shouldValidate: true });
    setValue('state', result.state, { shouldDirty: true, shouldValidate: true });
  });

  const onSubmit = (values: BusinessFormValues) => {
    if (!submit.begin()) return;
    setFormError(null);
    save.mutate(businessBody(values), {
      onSuccess: (saved) => {
        submit.reset();
        form.reset(businessFormValues(saved));
        notifySuccess(t('businessSettings.saved'));
        onSaved?.();
      },
      onError: (error) => {
        submit.failed();
        if (!attachServerErrors(error, setError, BUSINESS_FORM_FIELDS)) setFormError(errorMessage(error));
      },
    });
  };

  const onInvalid = (invalid: object) => {
    const first = BUSINESS_FORM_FIELDS.find((field) => get(invalid, field) !== undefined);
    if (first) setFocus(first);
  };

  const zipField = register('zip_code');
  /** spec 2 §5: an address without http or https gets http:// on blur, so the merchant sees what is saved. */
  const webAddressField = (name: FieldPath<BusinessFormValues>) => {
    const field = register(name);
    return {
      ...field,
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        const withScheme = withWebScheme(event.currentTarget.value);
        if (withScheme !== event.currentTarget.value) {
          // Checked as a typed value is (after the first save): a message appearing on blur would move
          // the Save button from under a click that left the field.
          setValue(name, withScheme, { shouldDirty: true, shouldValidate: formState.isSubmitted });
        }
        return field.onBlur(event);
      },
    };
  };
  const weekDays = WEEK_DAYS.map((day) => ({
    value: String(day),
    label: t(`businessSettings.weekDays.${day}`),
  }));

  return (
    <form
      onSubmit={handleSubmit(onSubmit, onInvalid)}
      noValidate
      aria-label={t('businessSettings.formLabel')}
    >
      <Stack gap="lg">
        <FormError message={formError} />
        <Section
          id="business-contact"
          title={t('businessSettings.contact.title')}
          hint={t('businessSettings.contact.hint')}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <LimitedTextInput
              label={t('businessSettings.fields.companyName')}
              required
              autoComplete="organization"
              maxLength={limits.company_name}
              error={errors.company_name?.message}
              {...register('company_name')}
            />
            <LimitedTextInput
              label={t('businessSettings.fields.companyEmail')}
              description={t('businessSettings.fields.companyEmailHint')}
              required
              type="email"
              autoComplete="email"
              maxLength={limits.company_email}
              error={errors.company_email?.message}
              {...register('company_email')}
            />
            <PhoneInput
              label={t('businessSettings.fields.phone')}
              error={errors.phone?.message}
              {...register('phone')}
            />
            <PhoneInput
              label={t('businessSettings.fields.fax')}
              autoComplete="off"
              error={errors.fax?.message}
              {...register('fax')}
            />
            <LimitedTextInput
              label={t('businessSettings.fields.website')}
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder={t('businessSettings.fields.websitePlaceholder')}
              maxLength={limits.website_url}
              error={errors.website_url?.message}
              {...webAddressField('website_url')}
            />
          </SimpleGrid>
        </Section>

        <Section
          id="business-address"
          title={t('businessSettings.address.title')}
          hint={t('businessSettings.address.hint')}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <LimitedTextInput
              label={t('businessSettings.fields.address1')}
              autoComplete="address-line1"
              maxLength={limits.address1}
              error={errors.address1?.message}
              {...register('address1')}
            />
            <LimitedTextInput
              label={t('businessSettings.fields.address2')}
              autoComplete="address-line2"
              maxLength={limits.address2}
              error={errors.address2?.message}
              {...register('address2')}
            />
            <TextInput
              label={t('businessSettings.fields.zipCode')}
              description={t('businessSettings.fields.zipCodeHint')}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={10}
              error={errors.zip_code?.message}
              rightSection={
                zip.isLookingUp ? <Loader size="xs" aria-label={t('businessSettings.lookingUpZip')} /> : null
              }
              {...zipField}
              onChange={(event) => {
                void zipField.onChange(event);
                void zip.lookUp(event.currentTarget.value);
              }}
            />
            <LimitedTextInput
              label={t('businessSettings.fields.city')}
              autoComplete="address-level2"
              maxLength={limits.city}
              error={errors.city?.message}
              {...register('city')}
            />
            <LimitedTextInput
              label={t('businessSettings.fields.state')}
              autoComplete="address-level1"
              maxLength={limits.state}
              error={errors.state?.message}
              {...register('state')}
            />
          </SimpleGrid>
        </Section>

        <Section
          id="business-social"
          title={t('businessSettings.social.title')}
          hint={t('businessSettings.social.hint')}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {SOCIAL_NETWORKS.map((network) => (
              <LimitedTextInput
                key={network}
                label={t(`businessSettings.social.networks.${network}`)}
                type="url"
                inputMode="url"
                autoComplete="off"
                placeholder={t(`businessSettings.social.placeholders.${network}`)}
                maxLength={SOCIAL_LINK_LIMIT}
                error={errors.social_links?.[network]?.message}
                {...webAddressField(`social_links.${network}`)}
              />
            ))}
          </SimpleGrid>
        </Section>

        <Section
          id="business-calendar"
          title={t('businessSettings.calendar.title')}
          hint={t('businessSettings.calendar.hint')}
        >
          <Controller
            control={control}
            name="week_starts_on"
            render={({ field }) => (
              <Select
                ref={field.ref}
                label={t('businessSettings.fields.weekStartsOn')}
                data={weekDays}
                value={field.value}
                onChange={(value) => field.onChange(value ?? '0')}
                onBlur={field.onBlur}
                allowDeselect={false}
                maw={320}
                error={errors.week_starts_on?.message}
              />
            )}
          />
        </Section>

        <Group justify="flex-end">
          <SubmitButton submit={submit}>{t('businessSettings.save')}</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
