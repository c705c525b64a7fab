import { EXPIRED_PAGE_TITLE, pageTitle } from '@paybook/domain';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { productName as configuredProductName } from '@/lib/product-name';
import { currentHandle } from './route-handle';

type RouteAccess = typeof import('@/lib/route-access');

// The domain's route table (titles of the routes it lists) loads with the first such route, as its guard
// does, not with the sign-in page (issue 14 point 6).
let routeAccess: RouteAccess | null = null;

function useRouteAccess(isNeeded: boolean): RouteAccess | null {
  const [loaded, setLoaded] = useState(routeAccess);
  useEffect(() => {
    if (!isNeeded || loaded) return;
    let isCurrent = true;
    void import('@/lib/route-access').then((module) => {
      routeAccess = module;
      if (isCurrent) setLoaded(module);
    });
    return () => {
      isCurrent = false;
    };
  }, [isNeeded, loaded]);
  return loaded;
}

/** Sets document.title for every route (spec 1 §2.1: '{title} … - {product name}', 'Expired Page'). */
export function DocumentTitle() {
  const { t } = useTranslation();
  const matches = useMatches();
  const configured = useSyncExternalStore(configuredProductName.subscribe, configuredProductName.getSnapshot);
  const productName = configured ?? t('app.productName');
  const handle = currentHandle(matches);
  const access = useRouteAccess(handle?.routeId !== undefined);

  let title = productName;
  if (handle?.expired) {
    title = EXPIRED_PAGE_TITLE;
  } else if (handle?.routeId) {
    if (access) {
      const text = t(access.routeTitleKey(handle.routeId), {
        defaultValue: access.routeDefaultTitle(handle.routeId),
      });
      title = pageTitle({ title: text, productName });
    }
  } else if (handle?.titleKey) {
    title = pageTitle({ title: t(handle.titleKey), productName });
  }

  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
