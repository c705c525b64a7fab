/** @jsxImportSource preact */
import type { PublicStore } from '@paybook/contracts';
import { fill, storeTexts } from '../lib/texts';

/** spec 2 §3 "Merchant contact shown on a form", as the form's switches allow. */
export function StoreContact({ store }: { store: PublicStore }) {
  const { business } = store;
  const lines = [business.phone, business.email, ...business.address_lines].filter(Boolean);
  if (lines.length === 0) return null;
  return (
    <div class="contact">
      <p class="small strong">{fill(storeTexts.contact, { name: business.name })}</p>
      {lines.map((line) => (
        <p key={line} class="small dimmed">
          {line}
        </p>
      ))}
    </div>
  );
}
