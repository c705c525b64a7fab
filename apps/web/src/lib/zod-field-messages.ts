import { fieldMessageOf } from '@paybook/contracts';
import type { i18n as I18n } from 'i18next';
import { z } from 'zod';

/**
 * Issue 16 point 9: the web's own zod checks (a form's schema without an explicit message) speak from the
 * same catalogue as the server, through i18next (common.json `fieldMessages`), in the user's language.
 * Replaces the contracts' English error map in the browser.
 */
export function installFieldMessages(i18n: I18n): void {
  z.config({
    customError: (issue) => {
      const { key, params } = fieldMessageOf(issue);
      return i18n.t(`fieldMessages.${key}`, params);
    },
  });
}
