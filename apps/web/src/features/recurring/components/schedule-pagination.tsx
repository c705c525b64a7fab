import { useTranslation } from 'react-i18next';
import { ListPagination } from '@/ui/list-pagination';

/** The recurring lists' pages (recurring payments, scheduled invoices, a schedule's invoices). */
export function SchedulePagination(props: {
  pageCount: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <ListPagination
      {...props}
      labels={{
        previous: t('recurring.list.previous'),
        next: t('recurring.list.nextPage'),
        page: (n: number) => t('recurring.list.page', { page: n }),
      }}
    />
  );
}
