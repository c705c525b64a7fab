import type { LoginContext } from '@paybook/contracts';
import { EXPIRED_PAGE_TITLE, pageTitle } from '@paybook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { authKeys } from '@/lib/query-keys';
import { routeDefaultTitle, routeTitleKey } from './route-access';
import { currentHandle } from './route-handle';

/** Sets document.title for every route (spec 1 §2.1: '{title} … - {product name}', 'Expired Page'). */
export function DocumentTitle() {
  const { t } = useTranslation();
  const matches = useMatches();
  const context = useQueryClient().getQueryData<LoginContext>(authKeys.loginContext());
  const productName = context?.config.product_display_name ?? t('app.productName');
  const handle = currentHandle(matches);

  let title = productName;
  if (handle?.expired) {
    title = EXPIRED_PAGE_TITLE;
  } else if (handle?.routeId) {
    const text = t(routeTitleKey(handle.routeId), { defaultValue: routeDefaultTitle(handle.routeId) });
    title = pageTitle({ title: text, productName });
  } else if (handle?.titleKey) {
    title = pageTitle({ title: t(handle.titleKey), productName });
  }

  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
