import type { ImageRef } from '@paybook/contracts';
import type { StoreImageSlot } from '@paybook/domain';
import { useTranslation } from 'react-i18next';
import { LogoBannerField } from '@/ui/image-upload/logo-banner-field';

// spec 3 §5: "Logo and banner image errors: too large means maximum 2048 by 2048; too small means minimum
// 50 by 50 for the logo or 728 by 90 for the banner; the message disappears after 3 s" — the stores' rule.

const BASES = { logo: 'merchant/design/logo/', banner: 'merchant/design/banner/' } as const;

interface DesignImageFieldProps {
  slot: StoreImageSlot;
  value: ImageRef | null;
  onChange: (value: ImageRef | null) => void;
  error?: string;
}

/** The merchant's design logo or banner (design settings). */
export function DesignImageField({ slot, ...field }: DesignImageFieldProps) {
  const { t } = useTranslation();
  return (
    <LogoBannerField
      slot={slot}
      uploadBase={BASES[slot]}
      label={t(`merchantSettings.design.${slot}`)}
      hintKey="merchantSettings.design.imageHint"
      {...field}
    />
  );
}
