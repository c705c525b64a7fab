/** @jsxImportSource preact */
import type { AddressFields } from '../lib/store-cart';
import { storeTexts } from '../lib/texts';
import { TextField } from './text-field';

export type Buyer = { first_name: string; last_name: string; email: string; phone: string };
export const EMPTY_BUYER: Buyer = { first_name: '', last_name: '', email: '', phone: '' };

interface BuyerFieldsProps {
  buyer: Buyer;
  onBuyer: (buyer: Buyer) => void;
  address: AddressFields;
  onAddress: (address: AddressFields) => void;
  /** The address the chosen items need, if any. */
  addressNeeded: 'shipping' | 'service' | null;
  errors: Record<string, string>;
}

type Extra = { autocomplete?: string; required?: boolean; type?: 'email' | 'tel'; description?: string };

/** Who buys (the receipt goes to the e-mail), and the shipping or service address when an item needs it. */
export function BuyerFields({ buyer, onBuyer, address, onAddress, addressNeeded, errors }: BuyerFieldsProps) {
  const field = (name: keyof Buyer, label: string, extra: Extra = {}) => (
    <TextField
      label={label}
      value={buyer[name]}
      error={errors[`customer.${name}`]}
      onValue={(value) => onBuyer({ ...buyer, [name]: value })}
      {...extra}
    />
  );
  const part = (name: keyof AddressFields, label: string, extra: Extra = {}) => (
    <TextField
      label={label}
      value={address[name]}
      error={errors[`address.${name}`]}
      onValue={(value) => onAddress({ ...address, [name]: value })}
      {...extra}
    />
  );
  return (
    <section class="stack" aria-label={storeTexts.yourDetails}>
      <h2 class="section-title">{storeTexts.yourDetails}</h2>
      <div class="columns-sm-2">
        {field('first_name', storeTexts.firstName, { autocomplete: 'given-name', required: true })}
        {field('last_name', storeTexts.lastName, { autocomplete: 'family-name', required: true })}
      </div>
      {field('email', storeTexts.email, {
        type: 'email',
        autocomplete: 'email',
        required: true,
        description: storeTexts.emailHint,
      })}
      {field('phone', storeTexts.phone, { type: 'tel', autocomplete: 'tel' })}
      {addressNeeded && (
        <div class="stack">
          <h3 class="subsection-title">
            {addressNeeded === 'shipping' ? storeTexts.shippingAddress : storeTexts.serviceAddress}
          </h3>
          {part('address1', storeTexts.address1, { autocomplete: 'address-line1', required: true })}
          {part('address2', storeTexts.address2, { autocomplete: 'address-line2' })}
          <div class="columns-sm-3">
            {part('city', storeTexts.city, { autocomplete: 'address-level2', required: true })}
            {part('state', storeTexts.state, { autocomplete: 'address-level1', required: true })}
            {part('zip_code', storeTexts.zip, { autocomplete: 'postal-code', required: true })}
          </div>
        </div>
      )}
    </section>
  );
}
