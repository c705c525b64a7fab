import type { ImageRef } from '@paybook/contracts';
import {
  STORE_IMAGE_MESSAGE_MS,
  STORE_IMAGE_RULES,
  type StoreImageSlot,
  storeImageProblem,
} from '@paybook/domain';
import { useTranslation } from 'react-i18next';
import { ImageUploadField } from '@/ui/image-upload';

// spec 2 §5: "Logo and banner upload accept exactly one file. Banner target size 728 by 90 … The message
// disappears after 3 s"; spec 2 §7 /store/banner/ (and the form's logo, decision 164).

const SLOTS = {
  logo: { base: 'store/logo/', aspect: 1 },
  banner: { base: 'store/banner/', aspect: 728 / 90 },
} as const;

interface StoreImageFieldProps {
  slot: StoreImageSlot;
  value: ImageRef | null;
  onChange: (value: ImageRef | null) => void;
  /** The server's message on logo_image_id or banner_image_id. */
  error?: string;
}

/** A payment form's logo or banner: the size rule is the domain's, checked before the file is sent. */
export function StoreImageField({ slot, value, onChange, error }: StoreImageFieldProps) {
  const { t } = useTranslation();
  const rule = STORE_IMAGE_RULES[slot];
  return (
    <ImageUploadField
      uploadBase={SLOTS[slot].base}
      label={t(`stores.design.${slot}`)}
      description={t('stores.design.imageHint', {
        minWidth: rule.minWidth,
        minHeight: rule.minHeight,
        maxWidth: rule.maxWidth,
        maxHeight: rule.maxHeight,
      })}
      value={value}
      onChange={onChange}
      minWidth={rule.minWidth}
      minHeight={rule.minHeight}
      aspect={SLOTS[slot].aspect}
      sizeProblem={(size) => storeImageProblem(slot, size)}
      problemMs={STORE_IMAGE_MESSAGE_MS}
      error={error}
    />
  );
}
