import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import type { JournalClient, JournalEntry, OperationKind } from './journal.ts';
import { appointmentAt, type Slot, type SlotSupply, type TwoNodeShop } from './two-node-shop.ts';

// Issue 23 point 6: one worker of the mixed workload, a front desk that books, moves and cancels
// appointments, sells at the till (cash and card, each with its retry token), refunds a dollar at a time,
// and edits its own customer. Every call goes through the journal; a call answered with anything but its
// success status stops the run (the workload never asks for what the rules refuse).

const CARD = {
  card_number: '4242 4242 4242 4242',
  cvv: '123',
  expiration: '04/39',
  billing_zip_code: '80202',
};
const SUCCESS: Record<OperationKind, number> = {
  book: 201,
  reschedule: 200,
  cancel: 200,
  checkout_cash: 200,
  checkout_card: 200,
  refund: 200,
  customer_edit: 200,
};
/** The fixed order each worker takes its operations in; one without what it needs books instead. */
const CYCLE: OperationKind[] = [
  'book',
  'checkout_cash',
  'reschedule',
  'refund',
  'customer_edit',
  'checkout_card',
  'book',
  'cancel',
  'refund',
];

type Booking = { appointmentId: number; customerId: number; slot: Slot };
type Payment = { orderId: number; paymentId: number; leftCents: number };
type CheckoutAnswer = { order: { id: number; transactions: { id: number }[] } | null };

export class Worker {
  private readonly booked: Booking[] = [];
  private readonly payments: Payment[] = [];
  private customerId = 0;
  private edits = 0;
  private refunds = 0;
  private turn = 0;

  constructor(
    private readonly index: number,
    private readonly client: JournalClient,
    private readonly shop: TwoNodeShop,
    private readonly slots: SlotSupply,
    private readonly db: Database,
  ) {}

  /** Signs the owner in on this till, adds the worker's customer, and takes a card payment to refund later. */
  async prepare(signIn: object): Promise<void> {
    const login = await this.client.send('POST', '/api/login', signIn);
    if (login.status !== 200) throw new Error(`sign-in: ${login.status} ${JSON.stringify(login.answer)}`);
    const created = await this.client.send('POST', '/api/customer', this.customerBody());
    if (created.status !== 201)
      throw new Error(`customer: ${created.status} ${JSON.stringify(created.answer)}`);
    this.customerId = (created.answer as { id: number }).id;
    await this.checkout('checkout_card');
  }

  /** Operations in the fixed cycle until `isStopping` says so. */
  async run(isStopping: () => boolean): Promise<void> {
    while (!isStopping()) {
      const kind = CYCLE[this.turn % CYCLE.length] ?? 'book';
      this.turn += 1;
      await this.operate(kind);
    }
  }

  private async operate(kind: OperationKind): Promise<void> {
    switch (kind) {
      case 'book':
        return this.book();
      case 'reschedule':
      case 'cancel': {
        const booking = this.booked.shift();
        if (!booking) return this.book();
        return kind === 'cancel' ? this.cancel(booking) : this.reschedule(booking);
      }
      case 'checkout_cash':
      case 'checkout_card':
        return this.checkout(kind);
      case 'refund': {
        // In turn from the settled card payment and the cash ones, while a dollar is left on them.
        const refundable = this.payments.filter((candidate) => candidate.leftCents >= 100);
        const payment = refundable[this.refunds % Math.max(refundable.length, 1)];
        if (!payment) return this.book();
        this.refunds += 1;
        return this.refund(payment);
      }
      case 'customer_edit':
        return this.editCustomer();
    }
  }

  private async book(): Promise<void> {
    const slot = this.slots.take();
    const key = randomUUID();
    const email = `visitor-${key}@visitor.test`;
    const body = {
      offering_id: this.shop.serviceId,
      service_provider_id: slot.providerId,
      start_at: slot.startAt,
      customer: { first_name: 'Grace', last_name: 'Hopper', email, phone: '(720) 555-0199' },
    };
    const path = `/api/public/booking_page/${this.shop.urlSubdomain}/appointment`;
    expectSuccess(await this.client.call('book', 'POST', path, body, key, { anonymous: true }));
    const found = await appointmentAt(this.db, this.shop, slot);
    this.booked.push({ appointmentId: found.id, customerId: found.customerId, slot });
  }

  private async reschedule(booking: Booking): Promise<void> {
    const slot = this.slots.take();
    const body = {
      offering_id: this.shop.serviceId,
      start_at: slot.startAt,
      end_at: slot.endAt,
      customer: { id: booking.customerId },
    };
    const path = `/api/service_provider/${slot.providerId}/appointment/${booking.appointmentId}`;
    expectSuccess(await this.client.call('reschedule', 'PUT', path, body, randomUUID()));
    this.booked.push({ ...booking, slot });
  }

  private async cancel(booking: Booking): Promise<void> {
    const path = `/api/appointment/${booking.appointmentId}/cancel`;
    expectSuccess(await this.client.call('cancel', 'PUT', path, { notify_customer: false }, randomUUID()));
  }

  /** Two items at $10.00, no tax: $20.00, in cash or on a card through the sandbox processor. */
  private async checkout(kind: 'checkout_cash' | 'checkout_card'): Promise<void> {
    const payment =
      kind === 'checkout_cash'
        ? { payment_mode: 'cash', amount_tendered: '20' }
        : { payment_mode: 'ccKeyEnter', card: CARD };
    const body = { ...payment, cart: [{ offering_id: this.shop.itemId, quantity: '2' }] };
    const entry = expectSuccess(
      await this.client.call(kind, 'POST', '/api/cart/check_out', body, randomUUID()),
    );
    const order = (entry.answer as CheckoutAnswer).order;
    const paymentId = order?.transactions[0]?.id;
    if (!order || paymentId === undefined) throw new Error(`no order in ${JSON.stringify(entry.answer)}`);
    // Card payments are refundable once settled: the one of prepare() is (the test settles it).
    if (kind === 'checkout_cash' || this.payments.length === 0) {
      this.payments.push({ orderId: order.id, paymentId, leftCents: 2000 });
    }
  }

  private async refund(payment: Payment): Promise<void> {
    const body = { payment_id: payment.paymentId, order_key: payment.orderId, amount: '1.00' };
    const path = `/api/transaction/${payment.paymentId}/refund`;
    expectSuccess(await this.client.call('refund', 'PUT', path, body, randomUUID()));
    payment.leftCents -= 100;
  }

  private async editCustomer(): Promise<void> {
    this.edits += 1;
    const path = `/api/customer/${this.customerId}`;
    expectSuccess(await this.client.call('customer_edit', 'PUT', path, this.customerBody(), null));
  }

  /** The worker's customer; each edit writes its number into the company. */
  private customerBody() {
    return {
      first_name: 'Cora',
      last_name: `Worker${this.index}`,
      email: `cora-worker${this.index}@example.test`,
      company: `edit ${this.edits}`,
    };
  }
}

function expectSuccess(entry: JournalEntry): JournalEntry {
  if (entry.status !== SUCCESS[entry.kind]) {
    throw new Error(`${entry.kind} was answered ${entry.status}: ${JSON.stringify(entry)}`);
  }
  return entry;
}
