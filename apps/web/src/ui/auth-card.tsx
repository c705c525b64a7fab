import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthCardProps {
  brand: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The centred card of the sign-in pages (merchant and support). */
export function AuthCard({ brand, title, subtitle, children }: AuthCardProps) {
  return (
    <Box component="main" bg="gray.0" mih="100vh" px="md" py="xl">
      <Center mih="calc(100vh - 2 * var(--mantine-spacing-xl))">
        <Stack w="100%" maw={420} gap="lg">
          <Text ta="center" fw={800} size="xl" c="blue.8">
            {brand}
          </Text>
          <Paper withBorder shadow="sm" radius="md" p="xl">
            <Stack gap="lg">
              <Stack gap={4}>
                <Title order={1} size="h2">
                  {title}
                </Title>
                {subtitle && <Text c="dimmed">{subtitle}</Text>}
              </Stack>
              {children}
            </Stack>
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
