/** Ruling 4: the public booking page of a booking address. */
export const bookingPath = (urlSubdomain: string) => `/book/${urlSubdomain}`;

/** The booking URL customers use: this site's origin and the booking page path. */
export const bookingUrl = (origin: string, urlSubdomain: string) => `${origin}${bookingPath(urlSubdomain)}`;

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** The look of the 'book now' button: inline styles, so it looks the same pasted into any site. */
export const BOOK_NOW_STYLE = {
  display: 'inline-block',
  padding: '12px 24px',
  'background-color': '#1f6f5c',
  color: '#ffffff',
  'font-family': 'Arial, Helvetica, sans-serif',
  'font-size': '16px',
  'font-weight': 'bold',
  'line-height': '1.2',
  'text-decoration': 'none',
  'border-radius': '6px',
} as const;

/** spec 1 §2.3 booking-tools: an HTML link styled as a button that opens the booking page. */
export function bookNowSnippet(url: string, label: string): string {
  const style = Object.entries(BOOK_NOW_STYLE)
    .map(([property, value]) => `${property}:${value}`)
    .join(';');
  return `<a href="${escapeHtml(url)}" target="_blank" rel="noopener" style="${escapeHtml(style)}">${escapeHtml(label)}</a>`;
}
