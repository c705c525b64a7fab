import type { PublicBusinessContact } from '@paybook/contracts';
import { phoneAsWritten } from '@paybook/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { merchants } from '../../db/schema/index.ts';
import {
  type BusinessContactRow,
  businessContactColumns,
} from '../business-settings/business-contact-columns.ts';

// Issue 16 point 5: the business's address and phone (migration 0022) on the booking page, its
// confirmation, the manage page and the calendar file's LOCATION.

/** The merchant's contact columns; read as that merchant (tenant transaction). */
export async function findBusinessContact(tx: Database, merchantId: number): Promise<BusinessContactRow> {
  const [row] = await tx.select(businessContactColumns).from(merchants).where(eq(merchants.id, merchantId));
  if (!row) throw new Error(`Merchant ${merchantId} was not found`);
  return row;
}

const joinPresent = (parts: string[], separator: string) =>
  parts.filter((part) => part !== '').join(separator);

/**
 * The address as a US envelope prints it: street, second line, 'City, ST 80202'. A blank part is left
 * out with its separator, so a business that gave only a city shows 'Denver'.
 */
export function addressLines(row: BusinessContactRow): string[] {
  const place = joinPresent(
    [row.city.trim(), joinPresent([row.state.trim(), row.zipCode.trim()], ' ')],
    ', ',
  );
  return [row.address1.trim(), row.address2.trim(), place].filter((line) => line !== '');
}

/** What anyone may read of how to reach the business. */
export function presentBusinessContact(row: BusinessContactRow): PublicBusinessContact {
  return {
    phone: phoneAsWritten(row.phone),
    address_lines: addressLines(row),
    website_url: row.websiteUrl.trim(),
  };
}

/** The address on one line, for a calendar event's LOCATION and a map link; '' when none is given. */
export const oneLineAddress = (contact: PublicBusinessContact): string => contact.address_lines.join(', ');
