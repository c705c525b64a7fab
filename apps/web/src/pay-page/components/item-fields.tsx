/** @jsxImportSource preact */
import type { PublicStoreItem } from '@paybook/contracts';
import { catalogueCustomFieldTypes as T } from '@paybook/domain/catalogue/custom-fields';
import { useId } from 'preact/hooks';
import { storeTexts } from '../lib/texts';
import { TextField } from './text-field';

type Field = PublicStoreItem['custom_fields'][number];

interface ItemFieldsProps {
  item: PublicStoreItem;
  answers: Record<string, string>;
  /** The server's messages, by field name. */
  errors: Record<string, string>;
  onAnswer: (name: string, value: string) => void;
}

/** spec 2 §3 Custom field: what the buyer fills in for a chosen item (its type decides the input). */
export function ItemFields({ item, answers, errors, onAnswer }: ItemFieldsProps) {
  if (item.custom_fields.length === 0) return null;
  return (
    <fieldset class="item-fields stack stack-sm">
      <legend class="small strong">{item.name}</legend>
      {item.custom_fields.map((field) => (
        <ItemField
          key={field.name}
          field={field}
          value={answers[field.name] ?? ''}
          error={errors[field.name]}
          onValue={(value) => onAnswer(field.name, value)}
        />
      ))}
    </fieldset>
  );
}

function ItemField({
  field,
  value,
  error,
  onValue,
}: {
  field: Field;
  value: string;
  error: string | undefined;
  onValue: (value: string) => void;
}) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const hint = field.hint_text ?? undefined;
  const label = (
    <label class="field-label" htmlFor={id}>
      {field.label}
      {field.is_required && (
        <span class="field-required" aria-hidden="true">
          {' *'}
        </span>
      )}
    </label>
  );
  const shared = {
    id,
    required: field.is_required,
    'aria-invalid': error ? ('true' as const) : undefined,
    'aria-describedby': errorId,
  };
  const problem = error && (
    <p class="field-error" id={errorId}>
      {error}
    </p>
  );
  if (field.type === T.checkBox)
    return (
      <div class="field">
        <label class="checkbox" htmlFor={id}>
          <input
            {...shared}
            type="checkbox"
            checked={value === 'Yes'}
            onChange={(event) => onValue(event.currentTarget.checked ? 'Yes' : '')}
          />
          <span>{field.label}</span>
        </label>
        {problem}
      </div>
    );
  if (field.type === T.dropDown || field.type === T.autoComplete)
    return (
      <div class="field">
        {label}
        <select
          {...shared}
          class="input select"
          value={value}
          onChange={(e) => onValue(e.currentTarget.value)}
        >
          <option value="">{storeTexts.choose}</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        {problem}
      </div>
    );
  if (field.type === T.paragraphText)
    return (
      <div class="field">
        {label}
        <textarea
          {...shared}
          class="input textarea"
          rows={3}
          value={value}
          onInput={(event) => onValue(event.currentTarget.value)}
        />
        {problem}
      </div>
    );
  if (field.type === T.date)
    return (
      <div class="field">
        {label}
        <input
          {...shared}
          type="date"
          class="input"
          value={value}
          onInput={(e) => onValue(e.currentTarget.value)}
        />
        {problem}
      </div>
    );
  return (
    <TextField
      label={field.label}
      description={hint}
      required={field.is_required}
      type={field.type === T.email ? 'email' : field.type === T.phone ? 'tel' : 'text'}
      value={value}
      error={error}
      onValue={onValue}
    />
  );
}
