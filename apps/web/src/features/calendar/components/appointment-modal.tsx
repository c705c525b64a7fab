import '@mantine/dates/styles.css';
import { Center, Loader, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/notify';
import { FormError } from '@/ui/form-error';
import { useAppointment } from '../api/appointments';
import { useProviderTimeZone } from '../api/availability';
import { AppointmentForm } from './appointment-form/appointment-form';
import { appointmentFormValues, emptyAppointmentForm } from './appointment-form/appointment-form-schema';
import { localDateOf } from './appointment-form/appointment-times';

export interface AppointmentModalProps {
  opened: boolean;
  onClose: () => void;
  /** After a save or a delete (the modal then closes itself through onClose). */
  onSaved: () => void;
  /** Set: edit this appointment (loaded with GET appointment/{id}). */
  appointmentId?: number;
  serviceProviderId: number;
  /** ISO instant of the slot the user clicked. */
  start?: string;
  /** A customer to preselect (the calendar's `customer` parameter, spec 1 §2.3). */
  customerId?: number;
  canChooseProvider: boolean;
}

/** spec 1 §5, §7: add, edit and delete an appointment, with times on the provider's clock (ruling 8). */
export function AppointmentModal(props: AppointmentModalProps) {
  const { opened, onClose, onSaved, appointmentId, serviceProviderId, start, customerId, canChooseProvider } =
    props;
  const { t } = useTranslation();
  const isEdit = appointmentId !== undefined;
  const appointment = useAppointment(opened ? appointmentId : undefined);
  const providerId = appointment.data?.service_provider_id ?? serviceProviderId;
  const zone = useProviderTimeZone(opened && (!isEdit || appointment.isSuccess) ? providerId : null);

  const handleDone = () => {
    onSaved();
    onClose();
  };

  let content = (
    <Center py="xl">
      <Loader aria-label={t('calendarModals.loading')} />
    </Center>
  );
  const failure =
    (isEdit && appointment.isError ? appointment.error : null) ?? (zone.isError ? zone.error : null);
  if (failure) content = <FormError message={errorMessage(failure)} />;
  else if (zone.data && (!isEdit || appointment.data)) {
    const timeZone = zone.data;
    const initialValues = appointment.data
      ? appointmentFormValues(appointment.data, timeZone)
      : emptyAppointmentForm(
          serviceProviderId,
          start ? localDateOf(start, timeZone) : null,
          start ?? null,
          customerId ? { id: customerId, label: null } : null,
        );
    content = (
      <AppointmentForm
        appointment={appointment.data ?? null}
        initialValues={initialValues}
        initialTimeZone={timeZone}
        canChooseProvider={canChooseProvider}
        onDone={handleDone}
        onCancel={onClose}
      />
    );
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={t(isEdit ? 'calendarModals.appointment.editTitle' : 'calendarModals.appointment.addTitle')}
      closeButtonProps={{ 'aria-label': t('calendarModals.close') }}
    >
      {content}
    </Modal>
  );
}
