import {
  type AcceptedPaymentType,
  buyButtonFields,
  type Store,
  type StoreBodyInput,
  storeBody,
} from '@paybook/contracts';
import { canChooseAcceptance, defaultAcceptance, storeSaveProblems } from '@paybook/domain';
import type { Path } from 'react-hook-form';
import type { z } from 'zod';
import { storeBodyOf } from './store-body';

// spec 2 §2.2 buy-now button wizard, step 1 'Configure'; §3 Buy-button fields; §4 Buy-button wizard (the
// acceptance defaults); §5 Stores and forms; §8 the save's errors. The checks are the contract's
// (storeBody, buyButtonFields) and the domain's (storeSaveProblems), as the server applies them.

const configureFields = storeBody
  .pick({ name: true, accept_cc: true, accept_ach: true })
  .extend({ buy_button: buyButtonFields });

/**
 * The configure step's schema: the button's name, what it accepts (spec 2 §5: card or bank, or both; an
 * account that takes neither is told so) and its look (buy_button).
 */
export function buyButtonSchemaFor(merchantAccepts: readonly AcceptedPaymentType[]) {
  return configureFields.superRefine((values, context) => {
    // The item is the select step's; a new button's url_name is made from the name (spec 2 §5).
    const { offering_ids, ...problems } = storeSaveProblems(
      {
        ...values,
        url_name: '',
        store_type: 'buy_button',
        offering_ids: [],
        return_button: { show: false, url: '' },
      },
      { offerings: [], status: null, images: {}, merchantAccepts },
    );
    for (const [path, message] of Object.entries(problems))
      context.addIssue({ code: 'custom', path: path.split('.'), message });
  });
}

export type BuyButtonInput = z.input<typeof configureFields>;
export type BuyButtonValues = z.output<typeof configureFields>;

/** A new button: spec 2 §9's defaults and spec 2 §4's acceptance (both when the merchant takes both). */
export function newBuyButton(merchantAccepts: readonly AcceptedPaymentType[]): BuyButtonValues {
  return { name: '', ...defaultAcceptance(merchantAccepts), buy_button: buyButtonFields.parse({}) };
}

/** A saved button in the wizard (one saved without its fields shows the defaults). */
export function buyButtonValuesOf(store: Store): BuyButtonValues {
  return {
    name: store.name,
    accept_cc: store.accept_cc,
    accept_ach: store.accept_ach,
    buy_button: { ...(store.buy_button ?? buyButtonFields.parse({})) },
  };
}

/**
 * The save body (spec 2 §7 POST store, PUT store/{id}) of a button selling one item. A saved button keeps
 * its other settings and its url_name, so the snippets already pasted on web sites keep working; a new
 * one's url_name is made from its name (spec 2 §5). The accept switches count only when the merchant
 * accepts both types (spec 2 §4).
 */
export function buyButtonBody(
  values: BuyButtonValues,
  offeringId: number,
  merchantAccepts: readonly AcceptedPaymentType[],
  saved: Store | null,
): StoreBodyInput {
  const accepts = canChooseAcceptance(merchantAccepts)
    ? { accept_cc: values.accept_cc, accept_ach: values.accept_ach }
    : defaultAcceptance(merchantAccepts);
  return {
    ...(saved ? storeBodyOf(saved) : {}),
    name: values.name,
    url_name: saved?.url_name ?? '',
    store_type: 'buy_button',
    offering_ids: [offeringId],
    ...accepts,
    buy_button: { ...values.buy_button },
  };
}

const BUTTON_FIELDS: ReadonlySet<string> = new Set(Object.keys(buyButtonFields.shape));

/**
 * The configure step's field a server error names (spec 2 §8: url_name's 'Store name must be unique' is
 * the name's; 'accept_cc' says it takes no payment); undefined for what the step does not hold
 * (offering_ids is the select step's).
 */
export function buyButtonFieldFor(property: string): Path<BuyButtonInput> | undefined {
  if (property === 'name' || property === 'url_name') return 'name';
  if (property === 'accept_cc' || property === 'accept_ach') return property;
  const [group, field] = property.split('.');
  if (group === 'buy_button' && field !== undefined && BUTTON_FIELDS.has(field))
    return property as Path<BuyButtonInput>;
  return undefined;
}
