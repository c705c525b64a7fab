import type { ImageRef } from '@paybook/contracts';
import {
  STORE_IMAGE_MESSAGE_MS,
  STORE_IMAGE_RULES,
  type StoreImageSlot,
  storeImageProblem,
} from '@paybook/domain';
import { useTranslation } from 'react-i18next';
import { ImageUploadField } from '@/ui/image-upload';

// spec 3 §5: "Logo and banner image errors: too large means maximum 2048 by 2048; too small means minimum
// 50 by 50 for the logo or 728 by 90 for the banner; the message disappears after 3 s" — the stores' rule.

const SLOTS = {
  logo: { base: 'merchant/design/logo/', aspect: 1 },
  banner: { base: 'merchant/design/banner/', aspect: 728 / 90 },
} as const;

interface DesignImageFieldProps {
  slot: StoreImageSlot;
  value: ImageRef | null;
  onChange: (value: ImageRef | null) => void;
  error?: string;
}

export function DesignImageField({ slot, value, onChange, error }: DesignImageFieldProps) {
  const { t } = useTranslation();
  const rule = STORE_IMAGE_RULES[slot];
  return (
    <ImageUploadField
      uploadBase={SLOTS[slot].base}
      label={t(`merchantSettings.design.${slot}`)}
      description={t('merchantSettings.design.imageHint', {
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
