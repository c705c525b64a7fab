import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface QuantityStepperProps {
  /** The input's accessible name ("Quantity", "Quantity (Hour)"). */
  label: string;
  /** The item, for the buttons' names ("More Protein Shake"). */
  itemName: string;
  value: string;
  isDecimal: boolean;
  isInvalid: boolean;
  /** The id of the text that says what is wrong, while it is invalid. */
  errorId: string;
  /** The quantity one up or one down, or null when it cannot go there. */
  stepped: (delta: 1 | -1) => string | null;
  onChange: (quantity: string) => void;
}

/**
 * Issue 24 point 2: a cart line's quantity as at Square: minus, the number, plus. The number still takes a
 * typed quantity (a per-unit item's 2.5 hours); the arrow keys step it as the buttons do.
 */
export function QuantityStepper({
  label,
  itemName,
  value,
  isDecimal,
  isInvalid,
  errorId,
  stepped,
  onChange,
}: QuantityStepperProps) {
  const { t } = useTranslation();
  const down = stepped(-1);
  const up = stepped(1);
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = event.key === 'ArrowUp' ? up : event.key === 'ArrowDown' ? down : undefined;
    if (next === undefined) return;
    event.preventDefault();
    if (next !== null) onChange(next);
  };
  return (
    <Group
      gap={4}
      wrap="nowrap"
      role="group"
      aria-label={t('pointOfSale.cart.quantityOf', { name: itemName })}
    >
      <ActionIcon
        variant="default"
        size={30}
        aria-label={t('pointOfSale.cart.fewer', { name: itemName })}
        disabled={down === null}
        onClick={() => down !== null && onChange(down)}
      >
        <IconMinus size={16} aria-hidden />
      </ActionIcon>
      <TextInput
        aria-label={label}
        size="sm"
        w={44}
        styles={{ input: { textAlign: 'center', paddingInline: 4 } }}
        inputMode={isDecimal ? 'decimal' : 'numeric'}
        value={value}
        error={isInvalid}
        aria-invalid={isInvalid}
        aria-describedby={isInvalid ? errorId : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={handleKeyDown}
      />
      <ActionIcon
        variant="default"
        size={30}
        aria-label={t('pointOfSale.cart.more', { name: itemName })}
        disabled={up === null}
        onClick={() => up !== null && onChange(up)}
      >
        <IconPlus size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
