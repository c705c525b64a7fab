/** @jsxImportSource preact */
import type { PublicStore } from '@paybook/contracts';
import { useEffect, useState } from 'preact/hooks';
import { ApiFailure, getPublicStore, type PageParams } from '../api/public-store';
import { commonTexts, fill, storeTexts } from '../lib/texts';
import { IconShoppingBagX } from './icons';
import { StoreHeader } from './store-header';
import { StoreOrder } from './store-order';

type Load =
  | { state: 'loading' }
  | { state: 'ready'; store: PublicStore }
  | { state: 'not-found' }
  | { state: 'failed'; message: string };

/**
 * /pay/{url_subdomain}/{url_name} (ruling 4; issue 27 point 4): a store's or payment form's hosted page.
 * An inactive or unknown one says it is not available.
 */
export function StorePage({ params }: { params: PageParams }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    getPublicStore(params, controller.signal).then(
      (store) => setLoad({ state: 'ready', store }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiFailure && error.status === 404) setLoad({ state: 'not-found' });
        else setLoad({ state: 'failed', message: (error as Error).message || commonTexts.unknownError });
      },
    );
    return () => controller.abort();
  }, [params]);

  const title =
    load.state === 'ready'
      ? fill(storeTexts.documentTitle, { name: load.store.name, business: load.store.business.name })
      : load.state === 'not-found'
        ? storeTexts.notFoundTitle
        : null;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  return (
    <div class="page">
      <main class="container">
        {load.state === 'loading' && (
          <div class="center">
            <span class="loader" role="status" aria-label={commonTexts.loading} />
          </div>
        )}
        {load.state === 'not-found' && (
          <div class="alert alert-gray">
            <IconShoppingBagX />
            <div class="alert-body">
              <h1 class="alert-title">{storeTexts.notFoundTitle}</h1>
              <p>{storeTexts.notFoundBody}</p>
            </div>
          </div>
        )}
        {load.state === 'failed' && (
          <div class="alert alert-red" role="alert">
            <p>{load.message}</p>
          </div>
        )}
        {load.state === 'ready' && (
          <div class="stack stack-lg">
            <StoreHeader store={load.store} />
            <StoreOrder store={load.store} params={params} />
          </div>
        )}
      </main>
    </div>
  );
}
