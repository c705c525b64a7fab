import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Card,
  Checkbox,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { StaffUser } from '@paybook/contracts';
import { availableNotificationGroups, defaultNotifications } from '@paybook/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { attachServerErrors } from '@/lib/form-server-errors';
import { useSubmitOnce } from '@/lib/submit-once';
import { ImageUploadField } from '@/ui/image-upload';
import { LimitedTextarea, LimitedTextInput } from '@/ui/limited-text';
import { SubmitButton } from '@/ui/submit-button';
import { useBookableServices } from '../api/get-bookable-services';
import { useRoles } from '../api/get-roles';
import { useSaveStaffUser } from '../api/save-staff-user';
import { DaysOffField } from './days-off-field';
import {
  STAFF_MAX,
  type StaffFormValues,
  staffBody,
  staffFormSchema,
  staffFormValues,
} from './staff-form-schema';
import { useUserNameCheck } from './use-user-name-check';
import { UserNameExistsModal } from './user-name-exists-modal';
import { WorkPlanEditor } from './work-plan-editor';

interface StaffFormProps {
  /** 'staff' is the staff edit page (spec 3 §2.5); 'profile' the own profile, without role and services. */
  mode: 'staff' | 'profile';
  /** The saved user; undefined when adding. */
  user?: StaffUser;
  /** Whether the viewer is an administrator: only they give the Administrator role. */
  viewerIsAdmin: boolean;
  onSaved: (saved: StaffUser) => void;
  /** Extra actions beside Save (reset password, change password …). */
  extraActions?: ReactNode;
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb={description ? 4 : 'md'}>
        {title}
      </Title>
      {description && (
        <Text c="dimmed" size="sm" mb="md">
          {description}
        </Text>
      )}
      {children}
    </Card>
  );
}

/** The staff member form: add, edit and the own profile share it (spec 3 §2.5, §3.3, §5). */
export function StaffForm({ mode, user, viewerIsAdmin, onSaved, extraActions }: StaffFormProps) {
  const { t } = useTranslation();
  const adding = user === undefined;
  const roles = useRoles();
  const services = useBookableServices();
  const save = useSaveStaffUser();
  // Issue 13 point 15: one save per click (the user-name check included), none after an add succeeded.
  const submit = useSubmitOnce();
  const schema = useMemo(() => staffFormSchema(), []);
  const defaultRoleId = viewerIsAdmin ? 1 : 2;
  const form = useForm<StaffFormValues>({
    resolver: zodResolver(schema),
    defaultValues: staffFormValues(user, defaultRoleId),
  });
  const { control, register, handleSubmit, formState, setError, clearErrors, setValue, setFocus } = form;
  const errors = formState.errors;
  const [daysOffToDelete, setDaysOffToDelete] = useState<number[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const appearsOnBooking = useWatch({ control, name: 'appears_on_booking' });
  const roleId = useWatch({ control, name: 'role_id' });
  const userNameCheck = useUserNameCheck({
    enabled: adding,
    setError,
    clearErrors,
    getEmail: () => form.getValues('email'),
  });

  const selectedRole = roles.data?.data.find((role) => String(role.id) === roleId);
  const notificationGroups = availableNotificationGroups(
    selectedRole?.access_rights.some((right) => right.right === 'manage_configuration') ?? false,
  );

  const onSubmit = async (values: StaffFormValues) => {
    if (!submit.begin()) return;
    setFormError(null);
    if (adding) {
      const free = userNameCheck.choosingUserName
        ? await userNameCheck.isFree(values.user_name, 'user_name')
        : await userNameCheck.isFree(values.email);
      if (!free) {
        submit.failed();
        return;
      }
    }
    save.mutate(staffBody(values, user?.id, daysOffToDelete), {
      onSuccess: (saved) => {
        // An added member is left (the list opens); an edited one stays open for further changes.
        if (adding) submit.succeeded();
        else submit.reset();
        setDaysOffToDelete([]);
        form.reset(staffFormValues(saved));
        onSaved(saved);
      },
      onError: (error) => {
        submit.failed();
        setFormError(t('staff.form.somethingWrong'));
        if (!isApiError(error)) return;
        const known = new Set(Object.keys(staffFormValues(undefined)));
        const attached = attachServerErrors(error, setError, (property) => {
          const field = property === 'image_id' ? 'image' : property;
          return known.has(field.split('.')[0] ?? '') ? (field as Path<StaffFormValues>) : undefined;
        });
        if (!attached) setFormError(`${t('staff.form.somethingWrong')} ${error.serverMessage}`.trim());
      },
    });
  };

  const roleOptions = (roles.data?.data ?? []).map((role) => ({
    value: String(role.id),
    label: role.name,
    disabled: role.is_admin && !viewerIsAdmin && user?.role_id !== role.id,
  }));
  const serviceOptions = (services.data?.data ?? []).map((service) => ({
    value: String(service.id),
    label: service.name,
  }));

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t('staff.form.label')}>
      <Stack gap="lg">
        {Object.keys(errors).length > 0 && !formError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {t('staff.form.youHaveErrors')}
          </Alert>
        )}
        {formError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {formError}
          </Alert>
        )}
        <Section title={t('staff.form.details')}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <LimitedTextInput
                label={adding ? t('staff.form.emailAsUserName') : t('staff.form.email')}
                maxLength={STAFF_MAX.email}
                description={
                  adding
                    ? t('staff.form.emailHint')
                    : t('staff.form.userNameIs', { userName: user?.user_name })
                }
                type="email"
                required
                autoComplete="off"
                error={errors.email?.message}
                {...register('email', { onBlur: () => void userNameCheck.checkOnBlur() })}
              />
              {userNameCheck.choosingUserName && (
                <TextInput
                  label={t('staff.form.userName')}
                  description={t('staff.form.userNameHint')}
                  required
                  autoComplete="off"
                  error={errors.user_name?.message}
                  {...register('user_name')}
                />
              )}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <LimitedTextInput
                label={t('staff.form.firstName')}
                maxLength={STAFF_MAX.name}
                required
                error={errors.first_name?.message}
                {...register('first_name')}
              />
              <LimitedTextInput
                label={t('staff.form.lastName')}
                maxLength={STAFF_MAX.name}
                required
                error={errors.last_name?.message}
                {...register('last_name')}
              />
            </SimpleGrid>
            {mode === 'staff' && (
              <Controller
                control={control}
                name="role_id"
                render={({ field }) => (
                  <Select
                    label={t('staff.form.role')}
                    description={selectedRole?.description}
                    data={roleOptions}
                    value={field.value}
                    onChange={(value) => field.onChange(value ?? '')}
                    allowDeselect={false}
                    disabled={user?.is_master || user?.is_current}
                    error={errors.role_id?.message}
                    w={{ base: '100%', sm: '50%' }}
                  />
                )}
              />
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <LimitedTextInput
                label={t('staff.form.title')}
                maxLength={STAFF_MAX.title}
                error={errors.title?.message}
                {...register('title')}
              />
            </SimpleGrid>
            <LimitedTextarea
              label={t('staff.form.bio')}
              maxLength={STAFF_MAX.bio}
              autosize
              minRows={3}
              error={errors.bio?.message}
              {...register('bio')}
            />
            <Controller
              control={control}
              name="image"
              render={({ field }) => (
                <ImageUploadField
                  uploadBase="service_provider/image/"
                  label={t('staff.form.image')}
                  description={t('staff.form.imageHint')}
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.image?.message}
                />
              )}
            />
          </Stack>
        </Section>

        {mode === 'staff' && (
          <Section title={t('staff.form.booking')} description={t('staff.form.bookingHint')}>
            <Stack gap="md">
              <Controller
                control={control}
                name="appears_on_booking"
                render={({ field }) => (
                  <Switch
                    checked={field.value}
                    onChange={(event) => {
                      const isProvider = event.currentTarget.checked;
                      field.onChange(isProvider);
                      // Issue 16 point 10: a new provider gets the appointments e-mails by default,
                      // until someone ticks or clears that group by hand.
                      if (adding && !form.getFieldState('notifications.appointments').isDirty) {
                        setValue('notifications.appointments', defaultNotifications(isProvider).appointments);
                      }
                    }}
                    label={t('staff.form.appearsOnBooking')}
                  />
                )}
              />
              {appearsOnBooking && (
                <Controller
                  control={control}
                  name="offering_ids"
                  render={({ field }) => (
                    <MultiSelect
                      label={t('staff.form.services')}
                      description={
                        services.isError
                          ? t('staff.form.servicesUnavailable')
                          : serviceOptions.length === 0 && services.isSuccess
                            ? t('staff.form.noServicesYet')
                            : t('staff.form.servicesHint')
                      }
                      data={serviceOptions}
                      value={field.value}
                      onChange={field.onChange}
                      searchable
                      clearable
                      nothingFoundMessage={t('staff.form.noMatch')}
                      error={errors.offering_ids?.message}
                    />
                  )}
                />
              )}
            </Stack>
          </Section>
        )}

        {appearsOnBooking && (
          <>
            <Section title={t('staff.workPlan.title')} description={t('staff.workPlan.hint')}>
              <WorkPlanEditor control={control} register={register} errors={errors} />
            </Section>
            <Section title={t('staff.daysOff.title')}>
              <DaysOffField
                control={control}
                onDeleteSaved={(id) => setDaysOffToDelete((ids) => [...ids, id])}
              />
            </Section>
          </>
        )}

        {mode === 'staff' && (
          <Section title={t('staff.notifications.title')} description={t('staff.notifications.hint')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              {notificationGroups.map((group) => (
                <Controller
                  key={group}
                  control={control}
                  name={`notifications.${group}`}
                  render={({ field }) => (
                    <Checkbox
                      checked={field.value ?? false}
                      onChange={(event) => field.onChange(event.currentTarget.checked)}
                      label={t(`staff.notifications.groups.${group}`)}
                    />
                  )}
                />
              ))}
            </SimpleGrid>
          </Section>
        )}

        <Group justify="space-between">
          <Group gap="sm">{extraActions}</Group>
          <SubmitButton submit={submit}>{adding ? t('staff.form.add') : t('staff.form.save')}</SubmitButton>
        </Group>
      </Stack>
      <UserNameExistsModal
        opened={userNameCheck.modalOpen}
        onNewEmail={() => {
          userNameCheck.closeModal();
          setValue('email', '');
          setFocus('email');
        }}
        onChooseUserName={() => {
          userNameCheck.chooseUserName();
          setTimeout(() => setFocus('user_name'), 0);
        }}
        onClose={userNameCheck.closeModal}
      />
    </form>
  );
}
