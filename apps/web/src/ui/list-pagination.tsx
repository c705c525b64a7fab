import { Group, Pagination } from '@mantine/core';

interface ListPaginationProps {
  pageCount: number;
  page: number;
  onChange: (page: number) => void;
  labels: { previous: string; next: string; page: (page: number) => string };
}

/** A list's page picker, shown only when there is more than one page; every control is named. */
export function ListPagination({ pageCount, page, onChange, labels }: ListPaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={pageCount}
        value={Math.min(page, pageCount)}
        onChange={onChange}
        getControlProps={(control) => ({
          'aria-label': control === 'previous' ? labels.previous : labels.next,
        })}
        getItemProps={(item) => ({ 'aria-label': labels.page(item) })}
      />
    </Group>
  );
}
