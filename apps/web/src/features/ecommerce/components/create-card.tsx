import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface CreateCardProps {
  icon: ReactNode;
  title: string;
  body: string;
  action: string;
  to: string;
}

/** One kind of page the merchant may create, with what it is for and the way in. */
export function CreateCard({ icon, title, body, action, to }: CreateCardProps) {
  return (
    <Paper withBorder radius="md" p="lg" component="section">
      <Stack gap="sm" align="flex-start" h="100%">
        <ThemeIcon size={44} radius="md" variant="light">
          {icon}
        </ThemeIcon>
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text c="dimmed" size="sm" style={{ flex: 1 }}>
          {body}
        </Text>
        <Button component={Link} to={to}>
          {action}
        </Button>
      </Stack>
    </Paper>
  );
}
