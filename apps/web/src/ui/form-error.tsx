import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A form-level error from the server, announced to screen readers. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
      {message}
    </Alert>
  );
}
