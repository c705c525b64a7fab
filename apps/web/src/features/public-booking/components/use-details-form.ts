import { zodResolver } from '@hookform/resolvers/zod';
import { publicBookingCustomer } from '@paybook/contracts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { readDetails, type SessionStorageLike, saveDetails } from '../lib/booking-session';
import type { CustomerForm, CustomerInput, CustomerOutput } from './customer-fields';

/**
 * The visitor's details form (spec 1 §5 patterns). Issue 24 point 4: what is typed is kept in the tab's
 * sessionStorage as it is typed, so a reload on the details or confirm step keeps it; the booking clears
 * it (rememberBooking).
 */
export function useDetailsForm(storage: SessionStorageLike | null, subdomain: string): CustomerForm {
  const [saved] = useState(() => readDetails(storage, subdomain));
  const form = useForm<CustomerInput, unknown, CustomerOutput>({
    resolver: zodResolver(publicBookingCustomer),
    defaultValues: saved,
    mode: 'onTouched',
  });
  useEffect(() => {
    const watched = form.watch((values) => saveDetails(storage, subdomain, values));
    return () => watched.unsubscribe();
  }, [form, storage, subdomain]);
  return form;
}
