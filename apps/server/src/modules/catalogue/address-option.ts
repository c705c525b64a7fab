import type { AddressOption } from '@paybook/contracts';

type AddressColumns = { serviceAddressRequired: boolean; shippingMethodSelector: string };

/** spec 2 §4: the address option is stored as service_address_required and shipping_method_selector. */
export function addressColumns(option: AddressOption): AddressColumns {
  return {
    serviceAddressRequired: option === 'service_address',
    shippingMethodSelector: option === 'shipping_address' ? 'delivery_only' : 'not_applicable',
  };
}

/** spec 2 §4: shipping_address is what delivery_only stands for. */
export function addressOptionOf(columns: AddressColumns): AddressOption {
  if (columns.shippingMethodSelector === 'delivery_only') return 'shipping_address';
  return columns.serviceAddressRequired ? 'service_address' : 'no_address';
}
