import type { Plugin } from 'vite';

/**
 * Issue 14 point 6: chunk groups computed from the module graph, for the pages the bench weighs. Rolldown
 * splits every module that two lazy chunks share into a chunk of its own, so the calendar's first paint
 * came in some 60 files, most under 1 KB; each gzipped file costs its own header and tables. Two groups
 * gather what is always loaded together, and nothing else:
 *
 * - `shell`: what the signed-in layout, its routes and its guards import, minus what the entry or a page
 *   for visitors imports too (the sign-in, sign-up and booking pages never load it; the support console,
 *   which shows the signed-in app's navigation, may);
 * - `calendar`: what the calendar page imports that no other page imports.
 *
 * The sets are filled when the graph is complete (buildEnd), before chunks are made.
 */
export interface FirstPaintGroups {
  plugin: Plugin;
  isShellModule(id: string): boolean;
  isCalendarModule(id: string): boolean;
}

const SHELL_ROOTS = [
  /[\\/]src[\\/]app[\\/]app-routes\.tsx$/,
  /[\\/]src[\\/]app[\\/]route-guards\.ts$/,
  /[\\/]src[\\/]app[\\/]query-layout\.tsx$/,
  /[\\/]src[\\/]app[\\/]shell[\\/]app-layout\.tsx$/,
];
const ENTRY = /[\\/]src[\\/]main\.tsx$/;
/** The routes outside the signed-in app: their lazy targets are the public pages. */
const PUBLIC_ROUTES = /[\\/]src[\\/]app[\\/]routes\.tsx$/;
/** The support console shows the signed-in app's navigation and guards: it may load the shell's chunk. */
const SUPPORT_FEATURE = /[\\/]src[\\/]features[\\/]support[\\/]/;
const CALENDAR_PAGE = /[\\/]src[\\/]features[\\/]calendar[\\/]pages[\\/]calendar-page\.tsx$/;
/** The calendar's own lazy parts (its dialogs, menus and pickers) may share its modules. */
const CALENDAR_FEATURE = /[\\/]src[\\/]features[\\/]calendar[\\/]/;

export function firstPaintGroups(): FirstPaintGroups {
  let shell = new Set<string>();
  let calendar = new Set<string>();

  const plugin: Plugin = {
    name: 'paybook:first-paint-groups',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const lazyTargetsOf = (id: string) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [];
      const closure = (roots: Iterable<string>): Set<string> => {
        const seen = new Set<string>();
        const queue = [...roots];
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          queue.push(...importsOf(id));
        }
        return seen;
      };

      const matching = (pattern: RegExp) => ids.filter((id) => pattern.test(id));
      // The entry's own imports load with every page already.
      const entry = matching(ENTRY);
      const publicPages = closure([
        ...entry,
        ...matching(PUBLIC_ROUTES)
          .flatMap(lazyTargetsOf)
          .filter((id) => !SUPPORT_FEATURE.test(id)),
      ]);
      shell = new Set([...closure(SHELL_ROOTS.flatMap(matching))].filter((id) => !publicPages.has(id)));

      const calendarPage = matching(CALENDAR_PAGE);
      const otherPages = closure(
        ids.flatMap(lazyTargetsOf).filter((id) => !CALENDAR_FEATURE.test(id) && !calendarPage.includes(id)),
      );
      calendar = new Set([...closure(calendarPage)].filter((id) => !otherPages.has(id) && !shell.has(id)));
    },
  };

  return {
    plugin,
    isShellModule: (id) => shell.has(id),
    isCalendarModule: (id) => calendar.has(id),
  };
}
