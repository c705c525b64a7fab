import { Box, Group, Image, Paper, Text } from '@mantine/core';
import type { PublicDesign } from '@paybook/contracts';
import { legibleForeground } from '@paybook/domain';
import { useTranslation } from 'react-i18next';

/**
 * The merchant's band at the top of a public page (issue 26 point 4): its banner, or its brand colour with
 * its design logo and name in a colour that reads on it.
 */
export function PublicBrandBand({ design }: { design: PublicDesign }) {
  const { t } = useTranslation();
  if (design.banner)
    return (
      <Paper radius="md" style={{ overflow: 'hidden' }} data-testid="brand-band">
        <Image
          src={design.banner}
          alt={t('publicDesign.bannerAlt', { name: design.company_name })}
          mah={120}
          fit="cover"
        />
      </Paper>
    );
  const foreground = legibleForeground('#ffffff', design.primary_color);
  return (
    <Box
      bg={design.primary_color}
      px="md"
      py="sm"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      data-testid="brand-band"
      data-color={design.primary_color}
    >
      <Group gap="sm" wrap="nowrap">
        {design.logo && (
          <Image
            src={design.logo}
            alt={t('publicDesign.logoAlt', { name: design.company_name })}
            w={40}
            h={40}
            fit="contain"
            radius="sm"
            bg="white"
          />
        )}
        <Text fw={700} c={foreground} truncate>
          {design.company_name}
        </Text>
      </Group>
    </Box>
  );
}
