import type { Store, StoreBodyInput } from '@paybook/contracts';

// spec 2 §3 Design settings: what POST store and PUT store/{id} take, read from a saved store.

/** A saved store's design settings as the forms and the save body hold them (spec 2 §3). */
export function storeDesignOf(store: Store) {
  return {
    name: store.name,
    url_name: store.url_name,
    foreground_color: store.foreground_color,
    background_color: store.background_color,
    show_phone: store.show_phone,
    show_location: store.show_location,
    show_email: store.show_email,
    button_text: store.button_text,
    special_instructions: store.special_instructions,
    customer_login: store.customer_login,
    accept_cc: store.accept_cc,
    accept_ach: store.accept_ach,
    return_button: { ...store.return_button },
  };
}

/** A saved store's settings as a save body: its design, items, images and buy-button fields. */
export function storeBodyOf(store: Store): StoreBodyInput {
  return {
    ...storeDesignOf(store),
    store_type: store.store_type,
    offering_ids: [...store.offering_ids],
    logo_image_id: store.logo_image?.id ?? null,
    banner_image_id: store.banner_image?.id ?? null,
    buy_button: store.buy_button ? { ...store.buy_button } : null,
  };
}

/**
 * spec 2 §4 Duplicate: the copy has the given name (duplicateStoreName's, as the user left it), no id, and
 * a url_name derived from that name (sent empty, spec 2 §5); the server saves every new store as a draft.
 */
export function duplicateBodyOf(store: Store, name: string): StoreBodyInput {
  return { ...storeBodyOf(store), name: name.trim(), url_name: '' };
}
