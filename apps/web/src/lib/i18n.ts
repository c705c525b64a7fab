import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';

/** Every user-visible text goes through i18next; resources live in src/locales. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});
