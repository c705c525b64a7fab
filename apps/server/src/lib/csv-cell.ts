// Every CSV the server writes (the customer export, the report grids' exports and e-mails).

/**
 * A spreadsheet opens a cell starting with = + - @ (or a tab or carriage return) as a formula; such values
 * get a leading apostrophe so a customer's name can never run one (CSV injection).
 */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
