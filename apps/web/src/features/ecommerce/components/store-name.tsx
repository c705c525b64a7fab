import { Anchor, Text } from '@mantine/core';
import type { Store } from '@paybook/contracts';
import { Link } from 'react-router';
import { paymentFormEditPath } from '../lib/ecommerce-paths';

/** A store's name; a payment form the user may edit links to its wizard. */
export function StoreName({ store, canEdit }: { store: Store; canEdit: boolean }) {
  if (canEdit && store.store_type === 'payment_form')
    return (
      <Anchor component={Link} to={paymentFormEditPath(store.id)} fw={600}>
        {store.name}
      </Anchor>
    );
  return <Text fw={600}>{store.name}</Text>;
}
