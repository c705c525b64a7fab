import { Autocomplete } from '@mantine/core';
import type { OfferingCategory } from '@paybook/contracts';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

interface CategoryFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  categories: readonly OfferingCategory[];
  label: string;
  description: string;
}

/**
 * spec 2 §5 Catalogue category picker: choose an existing category or type a new one (matched to an
 * existing name ignoring case on save, `categoryFields`). Used by the service and the item forms.
 */
export function CategoryField<T extends FieldValues>({
  control,
  name,
  categories,
  label,
  description,
}: CategoryFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          label={label}
          description={description}
          data={categories.map((category) => category.name)}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          maxLength={100}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
