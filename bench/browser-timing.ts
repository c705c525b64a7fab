// Issue 14 point 7: how soon the calendar week with 50 items a day is usable in a browser, on the
// production build. A measurement, not a test: bench/run.ts calls it and checks the targets.
//
// Alone: `node --import tsx bench/browser-timing.ts [--url http://127.0.0.1:PORT] [--runs 3]`. Without
// --url it builds the web (bench/web-build.ts), starts the bench's production server on PostgreSQL (as
// `npm run bench` does), adds the busy week, measures and stops; with --url it uses a running Paybook
// server that has the demo data and a web build (and adds the busy week there too).
//
// Each run opens a fresh browser context (empty cache and cookies), signs the demo owner in through the
// API, and loads /appointments on the busy week. "Interactive" is defined as: from the navigation's start
// (performance.timeOrigin of the calendar's document) until the popover of a calendar item is in the page,
// after a real mouse click (the DevTools protocol's input event, which waits for the main thread like a
// user's) sent as soon as every item of the week is drawn and one is under the pointer. The harness's
// own round trips between those steps (tens of ms on a busy 2-core machine) are inside that time; the table
// also shows the click's own cost (from its arrival to the popover). The longest main-thread task comes
// from the 'longtask' PerformanceObserver (tasks over 50 ms), from the navigation until 500 ms after the
// popover opened. The median of the runs is reported.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/support/chromium.ts';
import { ignoreClosedOutput, REPO_ROOT, stopAllServers } from '../e2e/support/server-process.ts';
import {
  clickableItem,
  ITEM,
  KEEP_NAMES_SHIM,
  POPOVER,
  popoverShown,
  readMarks,
  recordMarks,
} from './browser-page-marks.ts';
import { prepareDemo } from './demo-setup.ts';
import { DEMO_OWNER } from './paybook-api.ts';
import { printChecks, printTable } from './report.ts';
import type { Check } from './targets.ts';

export const BROWSER_TARGETS = { maxInteractiveMs: 1_500, maxLongestTaskMs: 200 };
/** The time after the popover opened in which a task still counts (work the click set off). */
const SETTLE_MS = 500;

export interface BrowserRun {
  /** The first frame in which every item of the week is in the page. */
  itemsDrawnMs: number;
  /** From the click's arrival to the popover: what the click itself costs. */
  clickToPopoverMs: number;
  /** The popover of the clicked item is in the page (the definition above). */
  interactiveMs: number;
  longestTaskMs: number;
  /** When the longest task began, for finding what it was (0 with none over 50 ms). */
  longestTaskStartMs: number;
  longTasks: number;
}

export interface BrowserTiming {
  runs: BrowserRun[];
  median: BrowserRun;
  items: number;
  url: string;
}

async function measureOnce(page: Page, url: string, expectedItems: number): Promise<BrowserRun> {
  await page.addInitScript({ content: KEEP_NAMES_SHIM });
  await page.addInitScript(recordMarks, { expectedItems, item: ITEM, popover: POPOVER });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(url, { waitUntil: 'commit' });
  const target = await page
    .waitForFunction(clickableItem, ITEM, { polling: 'raf', timeout: 60_000 })
    .catch(async (error: unknown) => {
      const drawn = await page.locator(ITEM).count();
      throw new Error(
        `browser timing: ${drawn} of ${expectedItems} calendar items drawn, none clickable ` +
          `(${error instanceof Error ? error.message.split('\n')[0] : String(error)})` +
          (pageErrors.length ? `; page errors: ${pageErrors.join('; ')}` : ''),
      );
    });
  const point = await target.jsonValue();
  if (!point) throw new Error('browser timing: no calendar item to click');
  await page.mouse.click(point.x, point.y);
  await page.waitForFunction(popoverShown, undefined, { polling: 'raf', timeout: 30_000 });
  await page.waitForTimeout(SETTLE_MS);
  const marks = await page.evaluate(readMarks);
  if (!marks || marks.popoverAt === null) throw new Error('browser timing: the page lost its marks');
  const interactiveMs = marks.popoverAt;
  const counted = marks.longTasks.filter((task) => task.start <= interactiveMs + SETTLE_MS);
  const longest = [...counted].sort((a, b) => b.duration - a.duration)[0];
  return {
    itemsDrawnMs: marks.itemsAt ?? Number.NaN,
    clickToPopoverMs: marks.clickAt === null ? Number.NaN : interactiveMs - marks.clickAt,
    interactiveMs,
    longestTaskMs: longest?.duration ?? 0,
    longestTaskStartMs: longest?.start ?? 0,
    longTasks: counted.length,
  };
}

/** Loads the busy week `runs` times, each in a fresh context signed in as the demo owner. */
export async function measureBrowserTiming(input: {
  baseUrl: string;
  providerId: string;
  busyWeek: string;
  /** Calendar items (besides breaks) the week holds: the page is drawn when it shows at least these. */
  items: number;
  runs: number;
}): Promise<BrowserTiming> {
  const url = `${input.baseUrl}/appointments?week=${input.busyWeek}&viewProvider=${input.providerId}`;
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const runs: BrowserRun[] = [];
    for (let i = 0; i < input.runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      try {
        const login = await context.request.post(`${input.baseUrl}/api/login`, { data: DEMO_OWNER });
        if (!login.ok()) throw new Error(`POST /api/login answered ${login.status()}: ${await login.text()}`);
        runs.push(await measureOnce(await context.newPage(), url, input.items));
      } finally {
        await context.close();
      }
    }
    return { runs, median: medianRun(runs), items: input.items, url };
  } finally {
    await browser.close();
  }
}

function medianRun(runs: BrowserRun[]): BrowserRun {
  const median = (pick: (run: BrowserRun) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };
  return {
    itemsDrawnMs: median((r) => r.itemsDrawnMs),
    clickToPopoverMs: median((r) => r.clickToPopoverMs),
    interactiveMs: median((r) => r.interactiveMs),
    longestTaskMs: median((r) => r.longestTaskMs),
    longestTaskStartMs: median((r) => r.longestTaskStartMs),
    longTasks: median((r) => r.longTasks),
  };
}

export function browserChecks(timing: BrowserTiming): Check[] {
  const { maxInteractiveMs, maxLongestTaskMs } = BROWSER_TARGETS;
  const subject = `calendar week (${timing.items} items) in Chromium, median of ${timing.runs.length}`;
  return [
    {
      id: 'browser:interactive',
      subject,
      requirement: `interactive ≤ ${maxInteractiveMs} ms`,
      measured: `interactive at ${Math.round(timing.median.interactiveMs)} ms`,
      pass: timing.median.interactiveMs <= maxInteractiveMs,
    },
    {
      id: 'browser:longest_task',
      subject,
      requirement: `no task over ${maxLongestTaskMs} ms`,
      measured: `longest task ${Math.round(timing.median.longestTaskMs)} ms`,
      pass: timing.median.longestTaskMs <= maxLongestTaskMs,
    },
  ];
}

export function printBrowserTiming(timing: BrowserTiming): void {
  console.log(
    `\nbrowser timing (issue 14 point 7): ${timing.url.replace(/^https?:\/\/[^/]+/, '')}, cold cache\n`,
  );
  const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : '-');
  printTable(
    [
      'run',
      'items drawn ms',
      'click → popover ms',
      'interactive ms',
      'longest task ms',
      'it began at ms',
      'tasks > 50 ms',
    ],
    [
      ...timing.runs.map((run, i) => ({ label: String(i + 1), run })),
      { label: 'median', run: timing.median },
    ].map(({ label, run }) => [
      label,
      ms(run.itemsDrawnMs),
      ms(run.clickToPopoverMs),
      ms(run.interactiveMs),
      ms(run.longestTaskMs),
      ms(run.longestTaskStartMs),
      String(run.longTasks),
    ]),
  );
}

async function runAlone(): Promise<void> {
  const { values: flags } = parseArgs({
    options: { url: { type: 'string' }, runs: { type: 'string', default: '3' } },
  });
  const runs = Number(flags.runs);
  const measure = async (baseUrl: string) => {
    const demo = await prepareDemo(baseUrl, true);
    const timing = await measureBrowserTiming({
      baseUrl,
      providerId: demo.values.providerId!,
      busyWeek: demo.values.busyWeek!,
      items: demo.busyWeekItems,
      runs,
    });
    printBrowserTiming(timing);
    printChecks(browserChecks(timing));
  };
  if (flags.url) return measure(flags.url.replace(/\/$/, ''));
  const { openDatabase } = await import('./databases.ts');
  const { startPaybook } = await import('./servers.ts');
  const { buildWeb } = await import('./web-build.ts');
  const logDir = path.join(REPO_ROOT, 'bench', 'results');
  const database = await openDatabase('postgres');
  try {
    const server = await startPaybook({
      databaseUrl: database.url,
      logFile: path.join(logDir, 'server-paybook-browser.log'),
      webDistDir: await buildWeb(),
    });
    await measure(server.url);
  } finally {
    await stopAllServers();
    await database.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  ignoreClosedOutput();
  try {
    await runAlone();
  } catch (error) {
    console.error(`browser timing failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
