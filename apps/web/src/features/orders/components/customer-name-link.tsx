import { Anchor } from '@mantine/core';
import { customerNameLink } from '@paybook/domain';
import { Link } from 'react-router';
import { useLoginContext } from '@/features/shell/api/get-login-context';
import { subjectFor } from '@/lib/access-subject';

/**
 * spec 3 §2.2's customer-name link (the domain's customerNameLink): the profile with customers.profile,
 * else the legacy page, and a link only with reports.name-link; plain text otherwise.
 */
export function CustomerNameLink({ customerId, name }: { customerId: number | null; name: string }) {
  const to = customerNameLink(subjectFor(useLoginContext()), customerId);
  if (to === null) return <span>{name}</span>;
  return (
    <Anchor component={Link} to={to} data-testid="order-customer-link">
      {name}
    </Anchor>
  );
}
