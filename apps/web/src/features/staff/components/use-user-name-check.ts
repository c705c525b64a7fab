import { useState } from 'react';
import type { UseFormClearErrors, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessages } from '@/lib/field-messages';
import { notifyError } from '@/lib/notify';
import { checkUserExists } from '../api/check-user-exists';
import type { StaffFormValues } from './staff-form-schema';

interface UserNameCheckOptions {
  /** Only adding checks: an existing user keeps their user name. */
  enabled: boolean;
  setError: UseFormSetError<StaffFormValues>;
  clearErrors: UseFormClearErrors<StaffFormValues>;
  getEmail: () => string;
}

/**
 * spec 3 §5: adding checks whether the user name (the e-mail) exists, on blur and on submit; when it
 * does, the user-name-exists modal offers a new e-mail or a user name of one's own.
 */
export function useUserNameCheck({ enabled, setError, clearErrors, getEmail }: UserNameCheckOptions) {
  const { t } = useTranslation();
  const [modalOpen, setModalOpen] = useState(false);
  const [choosingUserName, setChoosingUserName] = useState(false);
  const [isChecking, setIsChecking] = useState(false);

  /** Whether `name` is free; when taken, marks the field and (for the e-mail) opens the modal. */
  const isFree = async (name: string, field: 'email' | 'user_name' = 'email'): Promise<boolean> => {
    const trimmed = name.trim();
    if (!trimmed) {
      // issue 16 point 9: the catalogue's words, as the server's staffMessages.userNameRequired says them.
      setError(field, { message: fieldMessages(t).required('userName') });
      return false;
    }
    setIsChecking(true);
    try {
      if (!(await checkUserExists(trimmed))) {
        clearErrors(field);
        return true;
      }
      setError(field, { message: t('staff.form.userNameInUse') });
      if (field === 'email') setModalOpen(true);
      return false;
    } catch (error) {
      notifyError(error);
      return false;
    } finally {
      setIsChecking(false);
    }
  };

  return {
    modalOpen,
    choosingUserName,
    isChecking,
    isFree,
    checkOnBlur: async () => {
      const email = getEmail().trim();
      if (enabled && !choosingUserName && email.includes('@')) await isFree(email);
    },
    closeModal: () => setModalOpen(false),
    chooseUserName: () => {
      setModalOpen(false);
      setChoosingUserName(true);
    },
  };
}
