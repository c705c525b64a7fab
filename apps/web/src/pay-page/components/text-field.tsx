/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';

interface TextFieldProps {
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** The server's message for this field (400 `error.details`). */
  error?: string;
  /** A hint under the label. */
  description?: string;
  /** Shown inside the input's start, e.g. '$'. */
  prefix?: string;
  type?: 'text' | 'email' | 'tel';
  autocomplete?: string;
  inputMode?: 'text' | 'decimal' | 'numeric';
  placeholder?: string;
  required?: boolean;
  /** The input's name when the label alone would not say which (an item's "Quantity"). */
  'aria-label'?: string;
  /** A button beside the input (the discount code's Apply), level with it whatever the label and error. */
  action?: ComponentChildren;
}

/** A labelled input (`<label for>`), its hint and its error, both read with it (aria-describedby). */
export function TextField({
  label,
  value,
  onValue,
  error,
  description,
  prefix,
  action,
  type = 'text',
  ...input
}: TextFieldProps) {
  const id = useId();
  const descriptionId = description ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div class="field">
      <label class="field-label" htmlFor={id}>
        {label}
        {input.required && (
          <span class="field-required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {description && (
        <p class="field-hint" id={descriptionId}>
          {description}
        </p>
      )}
      <div class="field-row">
        <div class={prefix ? 'field-control has-prefix' : 'field-control'}>
          {prefix && (
            <span class="field-prefix" aria-hidden="true">
              {prefix}
            </span>
          )}
          <input
            // Preact types each input type's attributes apart; these three take the same ones.
            type={type as 'text'}
            {...input}
            id={id}
            class="input"
            value={value}
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={describedBy}
            onInput={(event) => onValue(event.currentTarget.value)}
          />
        </div>
        {action}
      </div>
      {error && (
        <p class="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
