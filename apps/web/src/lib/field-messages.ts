import type { FieldMessageKey, FieldMessageParams } from '@paybook/contracts';
import type { TFunction } from 'i18next';
import { z } from 'zod';

/** The things a required message names, with their article (common.json `fieldNames`). */
export type FieldName =
  | 'firstName'
  | 'lastName'
  | 'name'
  | 'title'
  | 'email'
  | 'userName'
  | 'label'
  | 'date'
  | 'time'
  | 'service'
  | 'customer'
  | 'provider'
  | 'startTime'
  | 'endTime'
  | 'categoryName'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'password'
  | 'answer';

/**
 * Issue 16 point 9 "one voice": the forms' messages from the one catalogue (packages/contracts
 * field-messages.ts, worded through i18next), so a fault reads the same on every form and as the server
 * says it.
 */
export function fieldMessages(t: TFunction) {
  const say = (key: FieldMessageKey, params: FieldMessageParams = {}) => t(`fieldMessages.${key}`, params);
  return {
    say,
    /** "Enter a first name." */
    required: (field: FieldName) => say('required', { field: t(`fieldNames.${field}`) }),
    /** "Choose a service." */
    choose: (field: FieldName) => say('choose', { field: t(`fieldNames.${field}`) }),
    tooLong: (max: number) => say('tooLong', { max }),
    email: () => say('email'),
    phone: () => say('phone'),
    zip: () => say('zip'),
  };
}

/** zod builders for form text fields: trimmed, at most `max` characters, required or not. */
export function fieldRules(t: TFunction) {
  const messages = fieldMessages(t);
  const text = (max: number) => z.string().trim().max(max, messages.tooLong(max));
  return {
    messages,
    text,
    requiredText: (field: FieldName, max: number) => text(max).min(1, messages.required(field)),
  };
}
