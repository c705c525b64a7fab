import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '../locales/en/common.json';

/**
 * Every user-visible text goes through i18next. Each file src/locales/en/{name}.json is a namespace
 * and keeps its texts under its own top-level keys (issue 14 point 6: translations load per namespace).
 * `common` (the sign-in pages, errors, the loading texts) comes with the first page; the
 * others load with the routes that show them (src/app/routes.tsx: `screen(…, namespaces)`), before the
 * route renders. Keys stay global: a key is looked up in every loaded namespace, so a text's key never
 * names its file and a screen may show texts of another feature's file that its route loads.
 *
 * `Namespace` names, for the type checker, the files of src/locales/en other than `common`: the namespaces
 * that load with a route.
 */
export type Namespace =
  | 'app-shell'
  | 'appointment-settings'
  | 'booking-settings'
  | 'business-settings'
  | 'calendar'
  | 'calendar-modals'
  | 'catalogue'
  | 'customer-password'
  | 'customers'
  | 'ecommerce'
  | 'email-status'
  | 'fee-structures'
  | 'invoices'
  | 'merchant-settings'
  | 'notifications'
  | 'onboarding'
  | 'orders'
  | 'payment-accounts'
  | 'pos'
  | 'public-booking'
  | 'public-design'
  | 'public-pay'
  | 'recurring'
  | 'reports'
  | 'roles'
  | 'saved-reports'
  | 'services'
  | 'shell'
  | 'staff'
  | 'subscriptions';

const files = import.meta.glob<ResourceKey>(['../locales/en/*.json', '!../locales/en/common.json'], {
  import: 'default',
});

/** The namespaces at run time, read from the files' names (so the sign-in page does not carry a list). */
export const namespaces = Object.keys(files).map(
  // '../locales/en/' is 14 characters, '.json' 5.
  (file) => file.slice(14, -5) as Namespace,
);

/** Reads a namespace's file as its own chunk. */
const backend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = files[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No texts for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

void i18n
  .use(backend)
  .use(initReactI18next)
  .init({
    resources: { en: { common } },
    // The bundled `common` is complete; the backend loads the other namespaces when asked.
    partialBundledLanguages: true,
    ns: ['common'],
    defaultNS: 'common',
    fallbackNS: namespaces,
    lng: 'en',
    fallbackLng: 'en',
    initAsync: false,
    // i18next's own default since version 23 is returnNull: false, which the texts rely on.
    interpolation: { escapeValue: false },
  });

let fieldMessagesLoaded: Promise<void> | null = null;

/**
 * The web's zod error map (zod-field-messages.ts) with zod and the contracts' catalogue, about 4 KB of
 * gzipped JavaScript, loads with every page but the sign-in page, whose form checks its two fields without
 * zod (issue 23 point 10: the sign-in page's weight). The routes that have forms wait for it (routes.tsx).
 */
export function loadFieldMessages(): Promise<void> {
  fieldMessagesLoaded ??= import('./zod-field-messages').then(
    ({ installFieldMessages }) => installFieldMessages(i18n),
    (error: unknown) => {
      // A failed download is tried again by the next route that asks.
      fieldMessagesLoaded = null;
      throw error;
    },
  );
  return fieldMessagesLoaded;
}

/** Loads namespaces (once each); resolves when their texts can be shown, rejects when a file failed. */
export function loadNamespaces(names: readonly Namespace[]): Promise<void> {
  if (names.length === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    void i18n.loadNamespaces([...names], (error: unknown) => {
      if (error) reject(new Error(`Texts of ${names.join(', ')}: ${String(error)}`));
      else resolve();
    });
  });
}
