import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import type { FeeStructure } from '@paybook/contracts';
import { checkDiscountCode } from '@paybook/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toDiscountCodeRecord } from '../lib/cart-pricing';
import { PosModal } from './pos-modal';

interface AddDiscountModalProps {
  opened: boolean;
  currentCode: string;
  feeStructures: readonly FeeStructure[];
  offeringIds: readonly number[];
  timeZone: string;
  hasFutureDatedItems: boolean;
  onApply: (code: string) => void;
  onClose: () => void;
}

/**
 * spec 3 §2.6 add-discount with spec 3 §5's messages ('Please provide a valid discount code.', 'This
 * discount code has expired.'), judged by the domain's checkDiscountCode, the server's own rule.
 */
export function AddDiscountModal(props: AddDiscountModalProps) {
  const { opened, currentCode, feeStructures, offeringIds, timeZone, hasFutureDatedItems, onApply, onClose } =
    props;
  const { t } = useTranslation();
  const [code, setCode] = useState(currentCode);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (opened) {
      setCode(currentCode);
      setError(null);
    }
  }, [opened, currentCode]);

  const apply = () => {
    const answer = checkDiscountCode({
      code,
      discounts: feeStructures.filter((fee) => fee.type === 'line_item_discount').map(toDiscountCodeRecord),
      offering_ids: offeringIds,
      now: new Date(),
      time_zone: timeZone,
    });
    if (answer.status !== 'valid') {
      setError(answer.message);
      return;
    }
    onApply(answer.discount.discount?.code ?? code.trim());
    onClose();
  };

  return (
    <PosModal opened={opened} onClose={onClose} title={t('pointOfSale.discount.title')} size="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('pointOfSale.discount.code')}
            data-autofocus
            value={code}
            error={error}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              setError(null);
            }}
          />
          {hasFutureDatedItems && (
            <Alert color="yellow" p="xs">
              {t('pointOfSale.cart.discountDropped')}
            </Alert>
          )}
          <Group justify="space-between">
            {currentCode ? (
              <Button
                variant="subtle"
                color="red"
                c="red.9"
                onClick={() => {
                  onApply('');
                  onClose();
                }}
              >
                {t('pointOfSale.discount.remove')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit">{t('pointOfSale.discount.apply')}</Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </PosModal>
  );
}
