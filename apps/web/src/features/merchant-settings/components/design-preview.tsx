import { Box, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { ImageRef } from '@paybook/contracts';
import { legibleForeground } from '@paybook/domain';
import { useTranslation } from 'react-i18next';

interface DesignPreviewProps {
  companyName: string;
  logo: ImageRef | null;
  banner: ImageRef | null;
  primaryColor: string;
  backgroundColor: string;
}

/** How the public pages will look (issue 26 point 4): the page colour, the banner or band, logo and name. */
export function DesignPreview({
  companyName,
  logo,
  banner,
  primaryColor,
  backgroundColor,
}: DesignPreviewProps) {
  const { t } = useTranslation();
  const onPrimary = legibleForeground('#ffffff', primaryColor);
  return (
    <Paper
      withBorder
      radius="md"
      style={{ overflow: 'hidden' }}
      aria-label={t('merchantSettings.design.preview')}
    >
      <Box bg={backgroundColor} p="md">
        <Paper radius="md" style={{ overflow: 'hidden' }} shadow="xs">
          {banner ? <Image src={banner.link} alt="" h={64} fit="cover" /> : <Box h={12} bg={primaryColor} />}
          <Stack p="md" gap="sm">
            <Group gap="sm" wrap="nowrap">
              {logo && <Image src={logo.link} alt="" w={44} h={44} fit="contain" radius="sm" />}
              <Title order={3} size="h4" style={{ minWidth: 0 }}>
                {companyName}
              </Title>
            </Group>
            <Text size="sm" c="dimmed">
              {t('merchantSettings.design.previewBody')}
            </Text>
            <Group>
              <Button style={{ backgroundColor: primaryColor, color: onPrimary }} tabIndex={-1}>
                {t('merchantSettings.design.previewButton')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Box>
    </Paper>
  );
}
