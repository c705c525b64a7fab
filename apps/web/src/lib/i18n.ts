import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

type Resource = Record<string, unknown>;

/**
 * Every user-visible text goes through i18next. Each feature keeps its texts in its own file,
 * src/locales/en/{feature}.json, under its own top-level keys; they merge into one namespace.
 */
const files = import.meta.glob<Resource>('../locales/en/*.json', { eager: true, import: 'default' });

function mergeResources(parts: Resource[]): Resource {
  const merged: Resource = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      if (key in merged) throw new Error(`Locale key "${key}" is defined in two files`);
      merged[key] = value;
    }
  }
  return merged;
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: mergeResources(Object.values(files)) } },
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});
