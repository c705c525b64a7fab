import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { CHECKOUT_PROBLEM_MESSAGES, parseCardSwipe, type SwipedCard } from '@paybook/domain';
import { IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface SwipeInputProps {
  trackData: string;
  swiped: SwipedCard | null;
  onSwiped: (trackData: string, card: SwipedCard) => void;
  onReset: () => void;
}

/**
 * spec 3 §4.8 ccSwipeInput: a field that takes what a keyboard-wedge reader types. The reader ends with
 * Enter, which here reads the swipe instead of submitting; once read (ccSwipeSuccess) the card's last four
 * digits show and the name is prefilled.
 */
export function SwipeInput({ trackData, swiped, onSwiped, onReset }: SwipeInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (swiped && trackData) {
    return (
      <Alert color="teal" icon={<IconCreditCard size={16} aria-hidden />} data-testid="pos-swipe-read">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">
            {t('pointOfSale.checkout.swipeRead', {
              last4: swiped.number.slice(-4),
              name:
                `${swiped.first_name} ${swiped.last_name}`.trim() || t('pointOfSale.checkout.swipeNoName'),
            })}
          </Text>
          <Button size="compact-sm" variant="subtle" onClick={onReset}>
            {t('pointOfSale.checkout.swipeAgain')}
          </Button>
        </Group>
      </Alert>
    );
  }

  const read = (value: string) => {
    // spec 3 §4.8: the domain's parser, which the server reads the swipe with too.
    const card = parseCardSwipe(value);
    if (!card) {
      setError(CHECKOUT_PROBLEM_MESSAGES.swipe_unreadable);
      setText('');
      return;
    }
    setError(null);
    setText('');
    onSwiped(value.trim(), card);
  };

  return (
    <Stack gap={4}>
      <TextInput
        label={t('pointOfSale.checkout.swipeLabel')}
        description={t('pointOfSale.checkout.swipeHint')}
        data-autofocus
        autoComplete="off"
        type="password"
        value={text}
        error={error}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          read(event.currentTarget.value);
        }}
      />
    </Stack>
  );
}
