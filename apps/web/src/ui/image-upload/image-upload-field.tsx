import '@mantine/dropzone/styles.css';
import { Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { modals } from '@mantine/modals';
import {
  type CropImageBody,
  IMAGE_CONTENT_TYPES,
  IMAGE_MAX_BYTES,
  IMAGE_MIN_HEIGHT,
  IMAGE_MIN_WIDTH,
  type ImageRef,
} from '@paybook/contracts';
import type { ImageUploadBase } from '@paybook/contracts/endpoints/images';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/notify';
import { CropImageModal } from './crop-image-modal';
import { type ChosenImage, type ImageProblem, readImageFiles } from './read-image-file';
import { discardReplacedImage, useUploadAndCropImage } from './upload-image';

export interface ImageUploadFieldProps {
  /** The upload base of images.md, e.g. 'offering/image/'. */
  uploadBase: ImageUploadBase;
  label: string;
  description?: string;
  value: ImageRef | null;
  /** Called with the uploaded and cropped image, or null on Remove; a promise keeps the field busy. */
  onChange: (value: ImageRef | null) => void | Promise<void>;
  minWidth?: number;
  minHeight?: number;
  /** Width over height of the crop box. */
  aspect?: number;
  /** When given, Remove asks first with this text (for fields that delete at once). */
  removeConfirmation?: string;
  /** A field error from the owner's form (a server error on image_id). */
  error?: string;
  /**
   * The owner's own size rule, checked on the chosen file's natural size before anything is sent (it
   * replaces the minimum check; spec 2 §5 a store's logo and banner): its message, or null.
   */
  sizeProblem?: (size: { width: number; height: number }) => string | null;
  /** How long a problem with the chosen file shows before it clears itself (spec 2 §5: 3 s); kept when absent. */
  problemMs?: number;
}

const FILE_REJECTIONS: Record<string, ImageProblem> = {
  'file-too-large': 'tooLarge',
  'file-invalid-type': 'wrongType',
  'too-many-files': 'selectOne',
};

/**
 * An image field (spec 1 §5 and §9, images.md): drop or choose exactly one file, crop it, and it is
 * uploaded and cropped on the server; shows the current image with Replace and Remove.
 */
export function ImageUploadField({
  uploadBase,
  label,
  description,
  value,
  onChange,
  minWidth = IMAGE_MIN_WIDTH,
  minHeight = IMAGE_MIN_HEIGHT,
  aspect = 1,
  removeConfirmation,
  error,
  sizeProblem,
  problemMs,
}: ImageUploadFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [chosen, setChosen] = useState<ChosenImage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isApplying, setApplying] = useState(false);
  const [applyError, setApplyError] = useState<string | null>(null);
  const upload = useUploadAndCropImage(uploadBase);
  const openRef = useRef<() => void>(null);

  // The chosen file's local address lives as long as the crop modal shows it.
  useEffect(() => (chosen ? () => URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  useEffect(() => {
    if (problem === null || problemMs === undefined) return;
    const timer = window.setTimeout(() => setProblem(null), problemMs);
    return () => window.clearTimeout(timer);
  }, [problem, problemMs]);

  const describeProblem = (kind: ImageProblem) =>
    kind === 'tooSmall'
      ? t('imageUpload.tooSmall', { width: minWidth, height: minHeight })
      : t(`imageUpload.${kind}`);

  const handleFiles = async (files: File[]) => {
    setProblem(null);
    setApplyError(null);
    upload.reset();
    const minimum = sizeProblem ? { width: 1, height: 1 } : { width: minWidth, height: minHeight };
    const result = await readImageFiles(files, minimum);
    if (typeof result === 'string') {
      setProblem(describeProblem(result));
      return;
    }
    const ownProblem = sizeProblem?.(result) ?? null;
    if (ownProblem === null) {
      setChosen(result);
      return;
    }
    URL.revokeObjectURL(result.url);
    setProblem(ownProblem);
  };

  const handleReject = (rejections: FileRejection[]) => {
    const code = rejections.length > 1 ? 'too-many-files' : rejections[0]?.errors[0]?.code;
    setProblem(describeProblem((code && FILE_REJECTIONS[code]) || 'wrongType'));
  };

  const handleSave = (box: CropImageBody) => {
    if (!chosen) return;
    upload.mutate(
      { file: chosen.file, box },
      {
        onSuccess: async (image) => {
          setApplying(true);
          try {
            await onChange(image);
            discardReplacedImage(value, image);
            setChosen(null);
          } catch (failure) {
            setApplyError(errorMessage(failure));
          } finally {
            setApplying(false);
          }
        },
      },
    );
  };

  const remove = async () => {
    setProblem(null);
    setApplying(true);
    try {
      await onChange(null);
      discardReplacedImage(value, null);
    } catch (failure) {
      setProblem(errorMessage(failure));
    } finally {
      setApplying(false);
    }
  };

  const handleRemove = () => {
    if (!removeConfirmation) {
      void remove();
      return;
    }
    modals.openConfirmModal({
      title: t('imageUpload.removeTitle', { label }),
      children: <Text size="sm">{removeConfirmation}</Text>,
      labels: { confirm: t('imageUpload.remove'), cancel: t('common.cancel') },
      confirmProps: { color: 'red.9' },
      onConfirm: () => void remove(),
    });
  };

  const accept = [...IMAGE_CONTENT_TYPES];

  return (
    <Input.Wrapper
      label={label}
      description={description ?? t('imageUpload.hint', { width: minWidth, height: minHeight })}
      error={problem ?? error}
      id={id}
    >
      <Stack gap="xs" mt={6}>
        {value ? (
          <Group align="flex-end" gap="md">
            <Image
              src={value.link}
              alt={t('imageUpload.current', { label })}
              h={140}
              w="auto"
              maw="100%"
              fit="contain"
              radius="sm"
              bd="1px solid var(--mantine-color-gray-3)"
            />
            <Group gap="xs">
              <FileButton onChange={(file) => void handleFiles(file ? [file] : [])} accept={accept.join(',')}>
                {(props) => (
                  <Button {...props} variant="default" size="xs" disabled={isApplying}>
                    {t('imageUpload.replace')}
                  </Button>
                )}
              </FileButton>
              <Button
                variant="default"
                c="red.9"
                size="xs"
                onClick={handleRemove}
                loading={isApplying && !chosen}
              >
                {t('imageUpload.remove')}
              </Button>
            </Group>
          </Group>
        ) : (
          <>
            <Dropzone
              onDrop={(files) => void handleFiles(files)}
              onReject={handleReject}
              accept={accept}
              maxSize={IMAGE_MAX_BYTES}
              maxFiles={1}
              multiple={false}
              loading={isApplying}
              openRef={openRef}
              // The button below is the keyboard's way in; the zone itself is for the mouse and drops.
              activateOnKeyboard={false}
              tabIndex={-1}
            >
              <Group justify="center" gap="md" mih={96} style={{ pointerEvents: 'none' }}>
                <Dropzone.Accept>
                  <IconUpload size={32} aria-hidden />
                </Dropzone.Accept>
                <Dropzone.Reject>
                  <IconX size={32} aria-hidden />
                </Dropzone.Reject>
                <Dropzone.Idle>
                  <IconPhoto size={32} aria-hidden color="var(--mantine-color-dimmed)" />
                </Dropzone.Idle>
                <Stack gap={2}>
                  <Text size="sm" fw={500}>
                    {t('imageUpload.drop')}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('imageUpload.limits')}
                  </Text>
                </Stack>
              </Group>
            </Dropzone>
            <Group>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconUpload size={14} aria-hidden />}
                onClick={() => openRef.current?.()}
                aria-label={t('imageUpload.choose', { label })}
                disabled={isApplying}
              >
                {t('imageUpload.chooseButton')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <CropImageModal
        image={chosen}
        aspect={aspect}
        minWidth={minWidth}
        minHeight={minHeight}
        isSaving={upload.isPending || isApplying}
        error={upload.isError ? errorMessage(upload.error) : applyError}
        onSave={handleSave}
        onClose={() => setChosen(null)}
      />
    </Input.Wrapper>
  );
}
