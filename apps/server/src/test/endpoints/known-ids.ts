import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';

// Issue 23 point 3: real path values of one merchant's objects, so that the access matrix calls each
// endpoint with the caller's own ids and with another merchant's. A path parameter's name says what it
// names; `id` says it through the path around it.

/** A statement answering one value (`value`) of the merchant `$1`'s objects, or none. */
const BY_NAME: Record<string, string> = {
  accountId: 'select id as value from payment_accounts where merchant_id = $1 order by id limit 1',
  appointmentId: `select id as value from calendar_items where merchant_id = $1 and kind = 'appointment' order by id limit 1`,
  personalTimeId: `select id as value from calendar_items where merchant_id = $1 and kind = 'personal_time' order by id limit 1`,
  breakId: 'select id as value from work_plan_breaks where merchant_id = $1 order by id limit 1',
  categoryId: 'select id as value from offering_categories where merchant_id = $1 order by id limit 1',
  // spec 2 §7 customfields/templates/non_legacy/{clientId}: the client is the merchant (decision 194).
  clientId: 'select id as value from merchants where id = $1',
  customerId: 'select id as value from customers where merchant_id = $1 order by id limit 1',
  exportId: 'select id as value from export_jobs where merchant_id = $1 order by id limit 1',
  merchantId: 'select id as value from merchants where id = $1',
  offeringId: `select o.id as value from offerings o where o.merchant_id = $1
    order by (exists (select 1 from offering_service_providers p where p.offering_id = o.id)) desc, o.id limit 1`,
  orderId: 'select id as value from orders where merchant_id = $1 order by id limit 1',
  orderKey:
    'select order_id as value from transactions where merchant_id = $1 and ref_payment_id is not null order by id limit 1',
  refId:
    'select ref_payment_id as value from transactions where merchant_id = $1 and ref_payment_id is not null order by id limit 1',
  serviceProviderId: 'select id as value from service_providers where merchant_id = $1 order by id limit 1',
  subscriptionId: `select id as value from billing_schedules where merchant_id = $1 and kind = 'subscription' order by id limit 1`,
  transactionId:
    'select id as value from transactions where merchant_id = $1 and ref_payment_id is null order by id limit 1',
  userId: 'select id as value from users where merchant_id = $1 order by id limit 1',
  // spec 3 §7 DELETE role/{id}: a merchant's own role (ids from 101, decision 169).
  roleId: 'select id as value from merchant_roles where merchant_id = $1 order by id limit 1',
  reportNumber: 'select report_number as value from saved_reports where merchant_id = $1 order by id limit 1',
  // Issue 28 point 3: a user's e-mailed report (only its subscriber may cancel it).
  reportSubscriptionId:
    'select id as value from report_subscriptions where merchant_id = $1 order by id limit 1',
  public_key: 'select public_key::text as value from images where merchant_id = $1 order by id limit 1',
  // An outbox e-mail's first attached file (the path's id names the e-mail).
  index: 'select 0 as value',
  url_subdomain: 'select url_subdomain as value from merchants where id = $1',
};

/** The same kinds within one provider's calendar ($2), for a caller whose own ids are their calendar's. */
const BY_NAME_OF_PROVIDER: Record<string, string> = {
  appointmentId: `select id as value from calendar_items where merchant_id = $1 and service_provider_id = $2 and kind = 'appointment' order by id limit 1`,
  personalTimeId: `select id as value from calendar_items where merchant_id = $1 and service_provider_id = $2 and kind = 'personal_time' order by id limit 1`,
  breakId:
    'select id as value from work_plan_breaks where merchant_id = $1 and service_provider_id = $2 order by id limit 1',
  serviceProviderId: 'select id as value from service_providers where merchant_id = $1 and id = $2',
};

/** The caller's own objects: their user, and their calendar when they are a service provider. */
export type OwnObjects = { userId: number | null; serviceProviderId: number | null };

/** `id` in these paths names the object of the query beside the path's start. */
const BY_PATH: [RegExp, string][] = [
  [
    /^\/catalog\/fee_structure\//,
    'select id as value from fee_structures where merchant_id = $1 order by id limit 1',
  ],
  [
    /^\/customer\/timeline\/comment\//,
    `select id as value from timeline_events where merchant_id = $1 and timeline_event_type = 'comment' order by id limit 1`,
  ],
  // Issue 26 point 8: an e-mail line that names its message (decision 189).
  [
    /^\/customer\/timeline\/:id\/email$/,
    `select id as value from timeline_events where merchant_id = $1 and outbox_email_id is not null order by id limit 1`,
  ],
  [
    /^\/notifications\/outbox\/:id\/attachments\//,
    `select id as value from outbox_emails where merchant_id = $1 and jsonb_array_length(attachments) > 0 order by id limit 1`,
  ],
  [/\/:id\/crop$/, 'select id as value from images where merchant_id = $1 order by id limit 1'],
  [/^\/customer\//, BY_NAME.customerId as string],
  // Issue 25 point 8: the customer's scheduled items, and the fee calls that count orders and schedules.
  [/^\/customer_has_scheduled_items\//, BY_NAME.customerId as string],
  [
    /^\/(subscriptions?|orders)\/fee_structure\//,
    'select id as value from fee_structures where merchant_id = $1 order by id limit 1',
  ],
  // Issue 25 point 6: a recurring payment is a billing schedule of its own kind (decision 142).
  [
    /^\/recurring_payment\//,
    `select id as value from billing_schedules where merchant_id = $1 and kind = 'recurring_payment' order by id limit 1`,
  ],
  // Issue 25 point 6: a scheduled invoice is a billing schedule of kind 'invoice_schedule' (decision 149).
  [
    /^\/scheduled_invoices?\//,
    `select id as value from billing_schedules where merchant_id = $1 and kind = 'invoice_schedule' order by id limit 1`,
  ],
  // Issue 27: stores, payment forms and buy buttons (decision 164).
  [
    /^\/stores?\//,
    'select id as value from stores where merchant_id = $1 and deleted_at is null order by id limit 1',
  ],
  [
    /\/payment\/:id\/void$/,
    'select id as value from transactions where merchant_id = $1 and ref_payment_id is not null order by id limit 1',
  ],
];

/** The parameter names the matrix knows; a new one must be added above (the matrix test says which). */
export const isKnownIdParameter = (name: string, path: string): boolean =>
  name in BY_NAME || (name === 'id' && BY_PATH.some(([pattern]) => pattern.test(path)));

function statementFor(name: string, path: string, own?: OwnObjects): string | undefined {
  if (name === 'id') return BY_PATH.find(([pattern]) => pattern.test(path))?.[1];
  if (own?.userId && name === 'userId') return `select ${own.userId} as value`;
  const ofProvider = own?.serviceProviderId ? BY_NAME_OF_PROVIDER[name] : undefined;
  if (ofProvider) return ofProvider.replaceAll('$2', String(own?.serviceProviderId));
  return BY_NAME[name];
}

/** An id that no merchant has, when the merchant has none of the kind. */
const NONE = '987654321';

export class KnownIds {
  readonly #cache = new Map<string, string>();

  constructor(private readonly db: Database) {}

  /**
   * The value of path parameter `name` of `path` naming an object of merchant `merchantId`; with `own`,
   * the caller's own object where the kind has an owner (spec 1 §2.5: a provider's own calendar and profile).
   */
  async valueOf(
    merchantId: number,
    name: string,
    path: string,
    own?: OwnObjects,
  ): Promise<string | undefined> {
    const statement = statementFor(name, path, own);
    if (!statement) return undefined;
    const key = `${merchantId}|${statement}`;
    const cached = this.#cache.get(key);
    if (cached !== undefined) return cached;
    const rows = await queryRows<{ value: string | number | null }>(
      this.db,
      sql.raw(statement.replaceAll('$1', String(merchantId))),
    );
    const value = rows[0]?.value == null ? NONE : String(rows[0].value);
    this.#cache.set(key, value);
    return value;
  }
}
