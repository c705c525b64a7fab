import { Select } from '@mantine/core';
import type { OfferingCategory } from '@paybook/contracts';
import { useTranslation } from 'react-i18next';

interface CategoryFilterProps {
  categories: OfferingCategory[];
  value: number | null;
  onChange: (categoryId: number | null) => void;
}

/** spec 1 §2.3 services.view/:categoryId: the category the list shows; none means all. */
export function CategoryFilter({ categories, value, onChange }: CategoryFilterProps) {
  const { t } = useTranslation();
  const all = 'all';
  return (
    <Select
      label={t('services.filter.label')}
      data={[
        { value: all, label: t('services.filter.all') },
        ...categories.map((category) => ({ value: String(category.id), label: category.name })),
      ]}
      value={value === null ? all : String(value)}
      onChange={(next) => onChange(next === null || next === all ? null : Number(next))}
      allowDeselect={false}
      w={260}
    />
  );
}
