import { Switch } from '@mantine/core';
import type { CatalogueItem } from '@paybook/contracts';
import { useState } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify';
import type { ItemFormValues } from './item-form-schema';
import { confirmDeactivation, paymentFormsQuestion } from './payment-forms-question';

/**
 * spec 2 §3 Offering is_active on the item form. spec 2 §4 Offering: switching off a saved, active product
 * that active payment forms sell names them first; the switch moves only when the user confirms (saving
 * then deactivates the forms with the item).
 */
export function ItemActiveSwitch({
  control,
  item,
}: {
  control: Control<ItemFormValues>;
  item: CatalogueItem | null;
}) {
  const { t } = useTranslation();
  const [isChecking, setIsChecking] = useState(false);

  const handleChange = async (isActive: boolean, onChange: (value: boolean) => void) => {
    if (isActive || !item?.is_active || item.is_bookable) {
      onChange(isActive);
      return;
    }
    setIsChecking(true);
    try {
      const question = await paymentFormsQuestion(item);
      if (!question || (await confirmDeactivation(question))) onChange(false);
    } catch (error) {
      notifyError(error);
    } finally {
      setIsChecking(false);
    }
  };

  return (
    <Controller
      control={control}
      name="is_active"
      render={({ field }) => (
        <Switch
          label={t('catalogue.form.active')}
          description={t('catalogue.form.activeHint')}
          checked={field.value}
          disabled={isChecking}
          onChange={(event) => void handleChange(event.currentTarget.checked, field.onChange)}
        />
      )}
    />
  );
}
