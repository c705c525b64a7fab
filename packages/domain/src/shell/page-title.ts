// spec 1 §2.1: page title form '{title} by {x} - Page n of m - {product name}'.

/** spec 1 §2.1: the title an expired free trial shows. */
export const EXPIRED_PAGE_TITLE = 'Expired Page';

export interface PageTitleParts {
  title: string;
  by?: string;
  page?: number;
  pageCount?: number;
  /** The product's display name (ShellConfig.product_display_name). */
  productName?: string;
}

/** The parts not given are left out, with their separators. */
export function pageTitle({ title, by, page, pageCount, productName }: PageTitleParts): string {
  const head = by ? `${title} by ${by}` : title;
  const parts = [head];
  if (page !== undefined)
    parts.push(pageCount !== undefined ? `Page ${page} of ${pageCount}` : `Page ${page}`);
  if (productName) parts.push(productName);
  return parts.filter((part) => part !== '').join(' - ');
}
