import type { ImageRef } from '@paybook/contracts';
import type { StoreImageSlot } from '@paybook/domain';
import { useTranslation } from 'react-i18next';
import { LogoBannerField } from '@/ui/image-upload/logo-banner-field';

// spec 2 §5: "Logo and banner upload accept exactly one file. Banner target size 728 by 90 … The message
// disappears after 3 s"; spec 2 §7 /store/banner/ (and the form's logo, decision 164).

const BASES = { logo: 'store/logo/', banner: 'store/banner/' } as const;

interface StoreImageFieldProps {
  slot: StoreImageSlot;
  value: ImageRef | null;
  onChange: (value: ImageRef | null) => void;
  /** The server's message on logo_image_id or banner_image_id. */
  error?: string;
}

/** A payment form's logo or banner. */
export function StoreImageField({ slot, ...field }: StoreImageFieldProps) {
  const { t } = useTranslation();
  return (
    <LogoBannerField
      slot={slot}
      uploadBase={BASES[slot]}
      label={t(`stores.design.${slot}`)}
      hintKey="stores.design.imageHint"
      {...field}
    />
  );
}
