import { Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useSearchParams } from 'react-router';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
import { notifySuccess } from '@/lib/notify';
import { canOpen } from '@/lib/route-access';
import { PageHeader } from '@/ui/page-header';
import { EcommerceTabs } from '../components/ecommerce-tabs';
import {
  BUY_BUTTON_SAVED,
  ECOMMERCE_CREATE_PATH,
  PAYMENT_FORM_SAVED,
  SAVE_MESSAGE_PARAM,
} from '../lib/ecommerce-paths';

/**
 * /ecommerce (spec 2 §2.2 ecommerce.main): the Create and Manage tabs; its index shows Manage. After the
 * payment form wizard's Finish, `?saveMsg=save_payment_form` says the form was saved, once; the buy-now
 * button wizard's Done says so with `save_buy_button`.
 */
export function EcommerceLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const subject = subjectFor(useLoginContext());
  const canCreate = canOpen(subject, 'ecommerce.create');

  const saveMessage = params.get(SAVE_MESSAGE_PARAM);
  const announced = useRef(false);
  useEffect(() => {
    if (saveMessage === null || announced.current) return;
    announced.current = true;
    if (saveMessage === PAYMENT_FORM_SAVED) notifySuccess(t('stores.saved.paymentForm'));
    if (saveMessage === BUY_BUTTON_SAVED) notifySuccess(t('stores.saved.buyButton'));
    setParams(
      (current) => {
        current.delete(SAVE_MESSAGE_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [saveMessage, setParams, t]);

  return (
    <Stack gap="lg">
      <PageHeader title={t('stores.title')} description={t('stores.description')} />
      <EcommerceTabs
        active={pathname.startsWith(ECOMMERCE_CREATE_PATH) ? 'create' : 'manage'}
        canCreate={canCreate}
      />
      <Outlet />
    </Stack>
  );
}
