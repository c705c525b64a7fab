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
