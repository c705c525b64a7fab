import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { BookingPageSettings, ImageRef } from '@paybook/contracts';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import { ImageUploadField } from '@/ui/image-upload';
import { type BookingPageImage, useRemoveBookingPageImage } from '../api/remove-booking-page-image';
import { useUpdateBookingPage } from '../api/update-booking-page';

/** Each image: its upload base (images.md), the PUT field that puts it on the page, its crop shape. */
const IMAGES = {
  logo: { uploadBase: 'merchant/images/merchant_logo/', field: 'logo_image_id', aspect: 1 },
  business_image: {
    uploadBase: 'merchant/images/merchant_business/',
    field: 'business_image_id',
    aspect: 16 / 9,
  },
} as const;

/**
 * spec 1 §2.3 booking: the logo and the business image. A cropped upload goes on the page at once; Remove
 * asks first, then deletes the image (DELETE merchant_config/logo or business_image).
 */
export function BookingPageImages({ page }: { page: BookingPageSettings }) {
  const { t } = useTranslation();
  const update = useUpdateBookingPage();
  const remove = useRemoveBookingPageImage();

  const handleChange = async (image: BookingPageImage, value: ImageRef | null) => {
    if (value) await update.mutateAsync({ [IMAGES[image].field]: value.id });
    else await remove.mutateAsync(image);
    notifySuccess(t('bookingSettings.saved'));
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="booking-images-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="booking-images-title">
            {t('bookingSettings.images.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('bookingSettings.images.description')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          {(Object.keys(IMAGES) as BookingPageImage[]).map((image) => (
            <ImageUploadField
              key={image}
              uploadBase={IMAGES[image].uploadBase}
              aspect={IMAGES[image].aspect}
              label={t(`bookingSettings.images.${image}`)}
              value={page[image]}
              onChange={(value) => handleChange(image, value)}
              removeConfirmation={t(`bookingSettings.images.${image}Remove`)}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
