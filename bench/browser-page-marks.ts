// The part of the browser timing (bench/browser-timing.ts) that runs inside the page: marks of when the
// calendar's items and a popover are drawn, the click's arrival and the long tasks. Playwright sends these
// functions into the page as source text, so each stands alone (no imports, no outer variables).

/** What the page's own script records (installed before any of the app's scripts run). */
export interface PageMarks {
  itemsAt: number | null;
  /** When the browser received the click (the pointerdown event's timeStamp). */
  clickAt: number | null;
  popoverAt: number | null;
  longTasks: Array<{ start: number; duration: number }>;
}

/**
 * The browser globals the in-page functions use: the bench is type-checked with the server
 * (apps/server/tsconfig.json), without the DOM library.
 */
interface PageElement {
  getBoundingClientRect(): { left: number; top: number; width: number; height: number };
  contains(other: PageElement | null): boolean;
}
interface PageGlobals {
  document: {
    querySelector(selector: string): PageElement | null;
    querySelectorAll(selector: string): Iterable<PageElement> & { length: number };
    elementFromPoint(x: number, y: number): PageElement | null;
  };
  requestAnimationFrame(callback: (now: number) => void): number;
  addEventListener(
    type: 'pointerdown',
    listener: (event: { timeStamp: number }) => void,
    options: { capture: boolean },
  ): void;
  PerformanceObserver: new (
    callback: (list: { getEntries(): Array<{ startTime: number; duration: number }> }) => void,
  ) => { observe(options: { type: string; buffered: boolean }): void };
  __benchMarks?: PageMarks;
}

export const ITEM = '[data-testid="calendar-block"]';
export const POPOVER = '[data-testid="calendar-popover"]';

/**
 * Runs in the page: each animation frame notes when the week's items are first all drawn and when a
 * popover is first there; a PerformanceObserver collects the long tasks.
 */
export function recordMarks({
  expectedItems,
  item,
  popover,
}: {
  expectedItems: number;
  item: string;
  popover: string;
}) {
  const page = globalThis as unknown as PageGlobals;
  const marks: PageMarks = { itemsAt: null, clickAt: null, popoverAt: null, longTasks: [] };
  page.addEventListener(
    'pointerdown',
    (event) => {
      marks.clickAt ??= event.timeStamp;
    },
    { capture: true },
  );
  page.__benchMarks = marks;
  new page.PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      marks.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const frame = (now: number) => {
    if (marks.itemsAt === null && page.document.querySelectorAll(item).length >= expectedItems)
      marks.itemsAt = now;
    if (marks.popoverAt === null && page.document.querySelector(popover)) marks.popoverAt = now;
    if (marks.popoverAt === null) page.requestAnimationFrame(frame);
  };
  page.requestAnimationFrame(frame);
}

/** In the page: the centre of an appointment block that is the element under it, once the items are drawn. */
export function clickableItem(item: string): { x: number; y: number } | null {
  const page = globalThis as unknown as PageGlobals;
  if (page.__benchMarks?.itemsAt == null) return null;
  for (const block of page.document.querySelectorAll(`${item}[data-item-type="appointment"]`)) {
    const box = block.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + Math.min(box.height / 2, 8);
    if (box.width > 0 && block.contains(page.document.elementFromPoint(x, y))) return { x, y };
  }
  return null;
}

/** In the page: the marks so far. */
export function readMarks(): PageMarks | null {
  return (globalThis as unknown as PageGlobals).__benchMarks ?? null;
}

/** In the page: whether the clicked item's popover has been drawn. */
export function popoverShown(): boolean {
  return (globalThis as unknown as PageGlobals).__benchMarks?.popoverAt != null;
}

/**
 * tsx (esbuild's keepNames) wraps named inner functions in `__name(fn, 'name')`; a function sent into the
 * page keeps those calls, so the page gets an identity `__name` before them.
 */
export const KEEP_NAMES_SHIM = 'globalThis.__name = (fn) => fn;';
