import { Box, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { PublicStore } from '@paybook/contracts';
import { legibleForeground } from '@paybook/domain/stores/store-design';

/** The page's top: the form's colours, its logo and name, and its banner (spec 2 §3 design settings). */
export function StoreHeader({ store }: { store: PublicStore }) {
  const color = legibleForeground(store.foreground_color, store.background_color);
  return (
    <Stack gap={0} style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
      <Box px="lg" py="md" style={{ background: store.background_color, color }}>
        <Group gap="md" wrap="nowrap">
          {store.logo_url && <Image src={store.logo_url} alt="" h={56} w="auto" fit="contain" />}
          <Stack gap={2}>
            <Title order={1} size="h2" style={{ color: 'inherit' }}>
              {store.name}
            </Title>
            <Text size="sm" style={{ color: 'inherit' }}>
              {store.business.name}
            </Text>
          </Stack>
        </Group>
      </Box>
      {store.banner_url && <Image src={store.banner_url} alt="" mah={180} fit="cover" />}
    </Stack>
  );
}
