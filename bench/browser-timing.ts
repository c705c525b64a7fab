// Issue 14 point 7: how soon the calendar week with 50 items a day is usable in a browser, on the
// production build; issue 24 point 3: beside it, the day of every provider with 50 items each. A
// measurement, not a test: bench/run.ts calls it and checks the targets.
//
// Alone: `node --import tsx bench/browser-timing.ts [--url http://127.0.0.1:PORT] [--runs 3]`. Without
// --url it builds the web (bench/web-build.ts), starts the bench's production server on PostgreSQL (as
// `npm run bench` does), adds the busy week, measures and stops; with --url it uses a running Paybook
// server that has the demo data and a web build (and adds the busy week there too).
//
// Each run opens a fresh browser context (empty cache and cookies) per page, signs the demo owner in
// through the API, and loads /appointments on the busy week, then on the busy providers' day (the pages
// take turns, so both see the machine alike). "Interactive" is defined as: from the navigation's start
// (performance.timeOrigin of the calendar's document) until the popover of a calendar item is in the page,
// after a real mouse click (the DevTools protocol's input event, which waits for the main thread like a
// user's) sent as soon as every item of the week is drawn and one is under the pointer. The harness's
// own round trips between those steps (tens of ms on a busy 2-core machine) are inside that time; the table
// also shows the click's own cost (from its arrival to the popover). The longest main-thread task comes
// from the 'longtask' PerformanceObserver (tasks over 50 ms), from the navigation until 500 ms after the
// popover opened. The median of the runs is reported, and the providers' day's as a ratio to the week's
// in the same run (the week is its reference, as health is the endpoints').
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
import type { PathValues } from './path-values.ts';
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

/** A calendar page the browser timing loads. */
export interface BrowserPage {
  /** 'calendar week', "providers' day". */
  name: string;
  /** The check ids' prefix: 'browser' for the week (as before), 'browser_providers_day' for the day. */
  key: string;
  path: string;
  /** Calendar items (besides breaks) the page shows: it is drawn when it shows at least these. */
  items: number;
}

export interface PageTiming {
  page: BrowserPage;
  runs: BrowserRun[];
  median: BrowserRun;
}

export interface BrowserTiming {
  pages: PageTiming[];
}

/** The busy week and the busy providers' day of bench/busy-week.ts, as bench/run.ts measures them. */
export function calendarPages(
  values: PathValues,
  items: { week: number; providersDay: number },
): BrowserPage[] {
  return [
    {
      name: 'calendar week',
      key: 'browser',
      path: `/appointments?week=${values.busyWeek}&viewProvider=${values.providerId}`,
      items: items.week,
    },
    {
      name: "providers' day",
      key: 'browser_providers_day',
      path: `/appointments?view=day-all&date=${values.busyProvidersDay}`,
      items: items.providersDay,
    },
  ];
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

/** Loads each page `runs` times, the pages taking turns, each load in a fresh context signed in as the demo owner. */
export async function measureBrowserTiming(input: {
  baseUrl: string;
  pages: BrowserPage[];
  runs: number;
}): Promise<BrowserTiming> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const runs = input.pages.map((): BrowserRun[] => []);
    for (let i = 0; i < input.runs; i++) {
      for (const [index, page] of input.pages.entries()) {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        try {
          const login = await context.request.post(`${input.baseUrl}/api/login`, { data: DEMO_OWNER });
          if (!login.ok())
            throw new Error(`POST /api/login answered ${login.status()}: ${await login.text()}`);
          runs[index]!.push(
            await measureOnce(await context.newPage(), `${input.baseUrl}${page.path}`, page.items),
          );
        } finally {
          await context.close();
        }
      }
    }
    return {
      pages: input.pages.map((page, index) => ({
        page,
        runs: runs[index]!,
        median: medianRun(runs[index]!),
      })),
    };
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
  return timing.pages.flatMap(({ page, runs, median }) => {
    const subject = `${page.name} (${page.items} items) in Chromium, median of ${runs.length}`;
    return [
      {
        id: `${page.key}:interactive`,
        subject,
        requirement: `interactive ≤ ${maxInteractiveMs} ms`,
        measured: `interactive at ${Math.round(median.interactiveMs)} ms`,
        pass: median.interactiveMs <= maxInteractiveMs,
      },
      {
        id: `${page.key}:longest_task`,
        subject,
        requirement: `no task over ${maxLongestTaskMs} ms`,
        measured: `longest task ${Math.round(median.longestTaskMs)} ms`,
        pass: median.longestTaskMs <= maxLongestTaskMs,
      },
    ];
  });
}

const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : '-');

function printPageTiming({ page, runs, median }: PageTiming): void {
  console.log(`\nbrowser timing: ${page.name}, ${page.path}, cold cache\n`);
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
    [...runs.map((run, i) => ({ label: String(i + 1), run })), { label: 'median', run: median }].map(
      ({ label, run }) => [
        label,
        ms(run.itemsDrawnMs),
        ms(run.clickToPopoverMs),
        ms(run.interactiveMs),
        ms(run.longestTaskMs),
        ms(run.longestTaskStartMs),
        String(run.longTasks),
      ],
    ),
  );
}

/**
 * Each page's table, then every page after the first as a ratio to the first (the week) in the same run:
 * the machine's load moves both alike, so the ratio says what the page costs beside the week.
 */
export function printBrowserTiming(timing: BrowserTiming): void {
  console.log('\nbrowser timing (issue 14 point 7, issue 24 point 3)');
  for (const page of timing.pages) printPageTiming(page);
  const [reference, ...others] = timing.pages;
  if (!reference) return;
  const ratio = (value: number, of: number) => (of > 0 ? `${(value / of).toFixed(2)}×` : '-');
  printTable(
    ['page', 'items', 'items drawn', 'click → popover', 'interactive', 'longest task'],
    others.map(({ page, median }) => [
      `${page.name} vs ${reference.page.name}`,
      `${page.items} vs ${reference.page.items}`,
      ratio(median.itemsDrawnMs, reference.median.itemsDrawnMs),
      ratio(median.clickToPopoverMs, reference.median.clickToPopoverMs),
      ratio(median.interactiveMs, reference.median.interactiveMs),
      ratio(median.longestTaskMs, reference.median.longestTaskMs),
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
      pages: calendarPages(demo.values, {
        week: demo.busyWeekItems,
        providersDay: demo.busyProvidersDayItems,
      }),
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
