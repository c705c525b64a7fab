import { Alert, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useSearchParams } from 'react-router';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';
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
 * payment form wizard's Finish, `?saveMsg=save_payment_form` says the form was saved; the buy-now button
 * wizard's Done says so with `save_buy_button`. The message is the page's bulletin, kept (cached) by the
 * layout while the merchant moves between its tabs, until closed; the query goes from the address at once,
 * so a reload or a shared link does not say it again.
 */
export function EcommerceLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const subject = subjectFor(useLoginContext());
  const canCreate = canOpen(subject, 'ecommerce.create');

  const saveMessage = params.get(SAVE_MESSAGE_PARAM);
  const [bulletin, setBulletin] = useState<string | null>(null);
  useEffect(() => {
    if (saveMessage === null) return;
    if (saveMessage === PAYMENT_FORM_SAVED) setBulletin(t('stores.saved.paymentForm'));
    if (saveMessage === BUY_BUTTON_SAVED) setBulletin(t('stores.saved.buyButton'));
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
      {bulletin && (
        <Alert
          color="teal"
          icon={<IconCircleCheck size={20} aria-hidden />}
          withCloseButton
          closeButtonLabel={t('stores.saved.close')}
          onClose={() => setBulletin(null)}
          role="status"
          data-testid="ecommerce-bulletin"
        >
          {bulletin}
        </Alert>
      )}
      <EcommerceTabs
        active={pathname.startsWith(ECOMMERCE_CREATE_PATH) ? 'create' : 'manage'}
        canCreate={canCreate}
      />
      <Outlet />
    </Stack>
  );
}
