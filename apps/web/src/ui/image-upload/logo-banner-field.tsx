import type { ImageRef } from '@paybook/contracts';
import type { ImageUploadBase } from '@paybook/contracts/endpoints/images';
import {
  STORE_IMAGE_MESSAGE_MS,
  STORE_IMAGE_RULES,
  type StoreImageSlot,
  storeImageProblem,
} from '@paybook/domain';
import { useTranslation } from 'react-i18next';
import { ImageUploadField } from './image-upload-field';

/** The shape each slot is cropped to: a square logo, a 728 × 90 banner. */
const ASPECT: Record<StoreImageSlot, number> = { logo: 1, banner: 728 / 90 };

export interface LogoBannerFieldProps {
  slot: StoreImageSlot;
  uploadBase: ImageUploadBase;
  label: string;
  /** i18n key of the hint, given minWidth, minHeight, maxWidth and maxHeight. */
  hintKey: string;
  value: ImageRef | null;
  onChange: (value: ImageRef | null) => void;
  error?: string;
}

/**
 * A logo or banner upload under the size rule of spec 2 §5 and spec 3 §5 (logo at least 50 × 50, banner
 * 728 × 90, neither over 2048 × 2048; the message goes after 3 s): the domain's rule, checked on the
 * chosen file before it is sent. A store's form and the design settings both use it.
 */
export function LogoBannerField({
  slot,
  uploadBase,
  label,
  hintKey,
  value,
  onChange,
  error,
}: LogoBannerFieldProps) {
  const { t } = useTranslation();
  const rule = STORE_IMAGE_RULES[slot];
  return (
    <ImageUploadField
      uploadBase={uploadBase}
      label={label}
      description={t(hintKey, {
        minWidth: rule.minWidth,
        minHeight: rule.minHeight,
        maxWidth: rule.maxWidth,
        maxHeight: rule.maxHeight,
      })}
      value={value}
      onChange={onChange}
      minWidth={rule.minWidth}
      minHeight={rule.minHeight}
      aspect={ASPECT[slot]}
      sizeProblem={(size) => storeImageProblem(slot, size)}
      problemMs={STORE_IMAGE_MESSAGE_MS}
      error={error}
    />
  );
}
