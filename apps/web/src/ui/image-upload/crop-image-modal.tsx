import { Box, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import type { CropImageBody } from '@paybook/contracts';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/ui/form-error';
import type { ChosenImage } from './read-image-file';

interface CropImageModalProps {
  image: ChosenImage | null;
  aspect: number;
  minWidth: number;
  minHeight: number;
  isSaving: boolean;
  error: string | null;
  onSave: (box: CropImageBody) => void;
  onClose: () => void;
}

/** How far one may zoom in before the crop box covers fewer source pixels than the minimum (spec 1 §9). */
function maximumZoom(image: ChosenImage, aspect: number, minWidth: number, minHeight: number): number {
  const fitsWide = image.width / image.height > aspect;
  const boxWidth = fitsWide ? image.height * aspect : image.width;
  const boxHeight = fitsWide ? image.height : image.width / aspect;
  return Math.max(1, Math.min(boxWidth / minWidth, boxHeight / minHeight, 10));
}

/** Crop the chosen image before it is uploaded; the box is sent in the file's own pixels. */
export function CropImageModal(props: CropImageModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.image !== null}
      onClose={props.onClose}
      title={t('imageUpload.cropTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('imageUpload.closeCrop') }}
    >
      {props.image && <CropArea {...props} image={props.image} />}
    </Modal>
  );
}

function CropArea({
  image,
  aspect,
  minWidth,
  minHeight,
  isSaving,
  error,
  onSave,
  onClose,
}: CropImageModalProps & { image: ChosenImage }) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const maxZoom = maximumZoom(image, aspect, minWidth, minHeight);

  const handleSave = () => {
    if (!area) return;
    onSave({
      x: area.x,
      y: area.y,
      w: area.width,
      h: area.height,
      width: image.width,
      height: image.height,
    });
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('imageUpload.cropHelp')}
      </Text>
      <Box pos="relative" h={360} bg="dark.6" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
        <Cropper
          image={image.url}
          crop={crop}
          zoom={zoom}
          aspect={aspect}
          minZoom={1}
          maxZoom={maxZoom}
          roundCropAreaPixels
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
        />
      </Box>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="image-crop-zoom">
          {t('imageUpload.zoom')}
        </Text>
        <Slider
          value={zoom}
          min={1}
          max={maxZoom}
          step={0.01}
          onChange={setZoom}
          label={null}
          disabled={maxZoom === 1}
          thumbProps={{ 'aria-labelledby': 'image-crop-zoom' }}
        />
      </Stack>
      <FormError message={error} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={isSaving}>
          {t('common.cancel')}
        </Button>
        <Button onClick={handleSave} loading={isSaving} disabled={!area}>
          {t('imageUpload.save')}
        </Button>
      </Group>
    </Stack>
  );
}
