import type { Customer } from '@paybook/contracts';
import { useOutletContext } from 'react-router';

/** What the profile layout gives its tabs: the loaded customer and the edit form's opener. */
export interface ProfileContext {
  customer: Customer;
  onEdit: () => void;
}

export const useProfileContext = () => useOutletContext<ProfileContext>();
