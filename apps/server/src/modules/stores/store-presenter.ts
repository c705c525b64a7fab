import { buyButtonFields, type Store } from '@paybook/contracts';
import { isStoreActive } from '@paybook/domain/stores/store-status';
import type { Database } from '../../db/client.ts';
import { priceOf } from '../catalogue/catalogue-presenter.ts';
import { imageLink } from '../images/images.repository.ts';
import * as repo from './stores.repository.ts';

/** Ruling 4: a store's hosted page. */
export const storePagePath = (urlSubdomain: string, urlName: string) => `/pay/${urlSubdomain}/${urlName}`;

/** Where a page of stores lives: the origin links point to and the merchant's subdomain. */
export interface StoreAddress {
  origin: string;
  urlSubdomain: string;
}

const imageOf = (id: number | null, keys: Map<number, string>) => {
  const key = id === null ? undefined : keys.get(id);
  return id !== null && key ? { id, link: imageLink(key) } : null;
};

/** spec 2 §3 Store or payment form with its design settings, items and images. */
export async function presentStores(
  tx: Database,
  merchantId: number,
  rows: readonly repo.StoreRow[],
  address: StoreAddress,
): Promise<Store[]> {
  const items = await repo.listStoreItems(
    tx,
    merchantId,
    rows.map((row) => row.id),
  );
  const imageIds = rows.flatMap((row) => [row.logoImageId, row.bannerImageId]).filter((id) => id !== null);
  const keys = await repo.findImageKeys(tx, merchantId, imageIds);
  return rows.map((row) => {
    const own = items
      .filter((item) => item.storeId === row.id)
      .map(({ offering }) => ({
        id: `${row.id}_${offering.id}`,
        offering_id: offering.id,
        name: offering.name,
        description: offering.description,
        price_text: priceOf(offering).text,
        image:
          offering.imageId !== null && offering.imagePublicKey
            ? { id: offering.imageId, link: imageLink(offering.imagePublicKey) }
            : null,
        is_active: offering.isActive,
      }));
    return {
      id: row.id,
      name: row.name,
      url_name: row.urlName,
      store_type: row.storeType,
      status: row.status,
      is_active: isStoreActive(row.status),
      offerings_count: own.length,
      items: own,
      offering_ids: own.map((item) => item.offering_id),
      logo_image: imageOf(row.logoImageId, keys),
      banner_image: imageOf(row.bannerImageId, keys),
      full_url: `${address.origin}${storePagePath(address.urlSubdomain, row.urlName)}`,
      foreground_color: row.foregroundColor,
      background_color: row.backgroundColor,
      show_phone: row.showPhone,
      show_location: row.showLocation,
      show_email: row.showEmail,
      button_text: row.buttonText,
      special_instructions: row.specialInstructions,
      customer_login: row.customerLogin,
      accept_cc: row.acceptCc,
      accept_ach: row.acceptAch,
      return_button: { show: row.returnButtonShow, url: row.returnButtonUrl, text: row.returnButtonText },
      buy_button: row.buyButton === null ? null : buyButtonFields.parse(row.buyButton),
      created_at: row.createdAt.toISOString(),
      is_deleted: row.deletedAt !== null,
    };
  });
}
