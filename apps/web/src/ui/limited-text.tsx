import {
  Text,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
  VisuallyHidden,
} from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import {
  type ChangeEvent,
  forwardRef,
  type ReactNode,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';

/** Issue 16 point 9: the counter shows from 80 % of the limit on. */
export const COUNTER_FROM_SHARE = 0.8;

/** Whether a length is near enough to its limit to show the counter. */
export const isNearLimit = (length: number, max: number) => length >= Math.ceil(max * COUNTER_FROM_SHARE);

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * The length of what the field holds: the `value` when controlled, else what the element holds (also
 * after react-hook-form's reset, which writes the element directly).
 */
function useLength(value: unknown, element: React.RefObject<TextElement | null>) {
  const [length, setLength] = useState(typeof value === 'string' ? value.length : 0);
  useLayoutEffect(() => {
    const current = typeof value === 'string' ? value.length : (element.current?.value.length ?? 0);
    if (current !== length) setLength(current);
  });
  return { length, onInput: (event: ChangeEvent<TextElement>) => setLength(event.target.value.length) };
}

function Counter({ id, length, max }: { id: string; length: number; max: number }) {
  const { t } = useTranslation();
  if (!isNearLimit(length, max)) return null;
  return (
    <Text
      id={id}
      size="xs"
      ta="right"
      mt={2}
      c={length >= max ? 'red.8' : 'dimmed'}
      aria-live="polite"
      data-testid="character-counter"
    >
      <span aria-hidden>{t('fields.counter', { count: length, max })}</span>
      <VisuallyHidden>{t('fields.counterLabel', { count: length, max })}</VisuallyHidden>
    </Text>
  );
}

/** The counter under the input, and the input described by it. */
function useCounter(max: number, value: unknown, ref: React.ForwardedRef<TextElement>) {
  const id = useId();
  const element = useRef<TextElement>(null);
  const mergedRef = useMergedRef(element, ref);
  const { length, onInput } = useLength(value, element);
  const isShown = isNearLimit(length, max);
  return {
    mergedRef,
    onInput,
    describedBy: isShown ? id : undefined,
    container: (children: ReactNode) => (
      <>
        {children}
        <Counter id={id} length={length} max={max} />
      </>
    ),
  };
}

/** What both fields take beside their own props: the limit and the events the counter follows. */
interface LimitProps<E extends TextElement> {
  maxLength: number;
  value?: unknown;
  onChange?: ((event: ChangeEvent<E>) => void) | undefined;
  'aria-describedby'?: string | undefined;
}

/** A field's props with the limit applied: typing stops at it, and the counter follows and describes it. */
function useLimitedProps<E extends TextElement, P extends LimitProps<E>>(
  { maxLength, onChange, ...props }: P,
  ref: React.ForwardedRef<E>,
) {
  const counter = useCounter(maxLength, props.value, ref as React.ForwardedRef<TextElement>);
  return {
    ...props,
    ref: counter.mergedRef as React.Ref<E>,
    maxLength,
    'aria-describedby':
      [props['aria-describedby'], counter.describedBy].filter(Boolean).join(' ') || undefined,
    onChange: (event: ChangeEvent<E>) => {
      counter.onInput(event);
      onChange?.(event);
    },
    inputContainer: counter.container,
  };
}

export interface LimitedTextInputProps extends Omit<TextInputProps, 'maxLength'> {
  /** The most characters the field takes: typing stops there (issue 16 point 9). */
  maxLength: number;
}

/** A one-line text field that stops at its maximum and shows "95/100" near it. */
export const LimitedTextInput = forwardRef<HTMLInputElement, LimitedTextInputProps>(
  function LimitedTextInput(props, ref) {
    return <TextInput {...useLimitedProps(props, ref)} />;
  },
);

export interface LimitedTextareaProps extends Omit<TextareaProps, 'maxLength'> {
  maxLength: number;
}

/** A multi-line text field that stops at its maximum and shows "1950/2000" near it. */
export const LimitedTextarea = forwardRef<HTMLTextAreaElement, LimitedTextareaProps>(
  function LimitedTextarea(props, ref) {
    return <Textarea {...useLimitedProps(props, ref)} />;
  },
);
