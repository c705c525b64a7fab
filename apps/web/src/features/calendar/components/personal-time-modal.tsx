import '@mantine/dates/styles.css';
import { Center, Loader, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/notify';
import { FormError } from '@/ui/form-error';
import { useProviderTimeZone } from '../api/availability';
import { PersonalTimeForm } from './personal-time-form/personal-time-form';
import { initialPersonalTime } from './personal-time-form/personal-time-rules';

export interface PersonalTimeModalProps {
  opened: boolean;
  onClose: () => void;
  /** After a save or a delete (the modal then closes itself through onClose). */
  onSaved: () => void;
  /** Set: edit this personal time (its times and title come in `initial`). */
  personalTimeId?: number;
  serviceProviderId: number;
  /** ISO instant of the slot the user clicked. */
  start?: string;
  canChooseProvider: boolean;
  /** The calendar week item being edited: there is no GET personal_time call (spec 1 §7). */
  initial?: { start_at: string; end_at: string; title: string };
}

/** spec 1 §5, §7: add, edit and delete personal time on the provider's clock (ruling 8). */
export function PersonalTimeModal(props: PersonalTimeModalProps) {
  const { opened, onClose, onSaved, personalTimeId, serviceProviderId, start, canChooseProvider, initial } =
    props;
  const { t } = useTranslation();
  const isEdit = personalTimeId !== undefined;
  const zone = useProviderTimeZone(opened ? serviceProviderId : null);

  const handleDone = () => {
    onSaved();
    onClose();
  };

  let content = (
    <Center py="xl">
      <Loader aria-label={t('calendarModals.loading')} />
    </Center>
  );
  if (isEdit && !initial) content = <FormError message={t('calendarModals.personalTime.notLoaded')} />;
  else if (zone.isError) content = <FormError message={errorMessage(zone.error)} />;
  else if (zone.data)
    content = (
      <PersonalTimeForm
        personalTimeId={personalTimeId ?? null}
        initialValues={initialPersonalTime(zone.data, { start, initial })}
        serviceProviderId={serviceProviderId}
        initialTimeZone={zone.data}
        canChooseProvider={canChooseProvider}
        onDone={handleDone}
        onCancel={onClose}
      />
    );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={520}
      title={t(isEdit ? 'calendarModals.personalTime.editTitle' : 'calendarModals.personalTime.addTitle')}
      closeButtonProps={{ 'aria-label': t('calendarModals.close') }}
    >
      {content}
    </Modal>
  );
}
