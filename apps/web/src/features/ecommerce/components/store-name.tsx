import { Anchor, Text } from '@mantine/core';
import type { Store } from '@paybook/contracts';
import { Link } from 'react-router';

/** A store's name; a payment form or buy-now button the user may edit links to its wizard. */
export function StoreName({ store, editPath }: { store: Store; editPath: string | null }) {
  if (editPath)
    return (
      <Anchor component={Link} to={editPath} fw={600}>
        {store.name}
      </Anchor>
    );
  return <Text fw={600}>{store.name}</Text>;
}
