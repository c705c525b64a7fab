import { type GridReportType, REPORT_SCREENS } from '@paybook/domain';

/** The saved file's name: the report's address name and the merchant's day (`orders-2026-11-29.csv`). */
export function exportFileName(type: GridReportType, today: string): string {
  const name = REPORT_SCREENS[type].path.split('/').at(-1) ?? type;
  return `${name}-${today}.csv`;
}

/**
 * Counts the data rows of a CSV as its text arrives in pieces, for the export's progress (rows received
 * against X-Total-Count): a line break ends a row unless it is inside a quoted cell (a note written on two
 * lines); the first row is the header.
 */
export function csvRowCounter() {
  let isQuoted = false;
  let lines = 0;
  let isLineOpen = false;
  return {
    /** Reads the next piece; answers the data rows completed so far. */
    push(text: string): number {
      for (const char of text) {
        if (char === '"') isQuoted = !isQuoted;
        if (char === '\n' && !isQuoted) {
          lines += 1;
          isLineOpen = false;
        } else if (char !== '\r') isLineOpen = true;
      }
      return Math.max(0, lines - 1);
    },
    /** The data rows once the text is complete (a last row without its line break counts). */
    finish(): number {
      return Math.max(0, lines + (isLineOpen ? 1 : 0) - 1);
    },
  };
}
