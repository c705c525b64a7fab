import { existsSync } from 'node:fs';

/**
 * Debian's Chromium and the flags every browser this project starts uses (STACK-NOTES.md: `playwright
 * install` cannot download here): the e2e suite, the bench's browser timing and its page weight.
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * Issue 23 point 10: when the browser is not there, the one line that says how to get it (instead of
 * Playwright's stack trace from deep inside a run); null when it is there.
 */
export function missingChromium(): string | null {
  const { executablePath } = CHROMIUM_LAUNCH_OPTIONS;
  if (existsSync(executablePath)) return null;
  return process.env.CHROMIUM_PATH
    ? `Chromium is missing at CHROMIUM_PATH=${executablePath}: apt-get install chromium, or point CHROMIUM_PATH at it`
    : 'Chromium is missing: apt-get install chromium';
}
