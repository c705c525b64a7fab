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
  /** Whether a chunk's dynamic imports preload the chunks they import (the app routes' loader's alone). */
  preloadsImports(chunkFile: string): boolean;
}

const SHELL_ROOTS = [
  /[\\/]src[\\/]app[\\/]app-routes\.tsx$/,
  /[\\/]src[\\/]app[\\/]route-guards\.ts$/,
  /[\\/]src[\\/]app[\\/]query-layout\.tsx$/,
  /[\\/]src[\\/]app[\\/]shell[\\/]app-layout\.tsx$/,
];
const ENTRY = /[\\/]src[\\/]main\.tsx$/;
/**
 * Issue 14 point 7: the small chunk that starts the signed-in app's routes and first screens together
 * (src/app/app-routes-loader.ts). It stays out of the shell's chunk, which imports it, so the entry can load
 * it alone; its dynamic imports alone carry the full lists of chunks to preload (vite.config.ts).
 */
const APP_ROUTES_LOADER = /[\\/]src[\\/]app[\\/]app-routes-loader\.ts$/;
/** Its chunk's file, named after the module (`[name]-[hash].js`). */
const APP_ROUTES_LOADER_CHUNK = /(^|\/)app-routes-loader-[\w-]+\.js$/;
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
      const routesLoader = matching(APP_ROUTES_LOADER);
      if (routesLoader.length !== 1) this.error('app-routes-loader.ts is not in the module graph');
      shell = new Set(
        [...closure(SHELL_ROOTS.flatMap(matching))].filter(
          (id) => !publicPages.has(id) && !routesLoader.includes(id),
        ),
      );

      const calendarPage = matching(CALENDAR_PAGE);
      const otherPages = closure(
        ids.flatMap(lazyTargetsOf).filter((id) => !CALENDAR_FEATURE.test(id) && !calendarPage.includes(id)),
      );
      calendar = new Set([...closure(calendarPage)].filter((id) => !otherPages.has(id) && !shell.has(id)));
    },
    // The preload lists are written in Vite's own generateBundle; by now every chunk has its final code.
    writeBundle(_options, bundle) {
      const loaders = Object.values(bundle).filter(
        (file) => file.type === 'chunk' && APP_ROUTES_LOADER_CHUNK.test(file.fileName),
      );
      const [loader] = loaders;
      if (loaders.length !== 1 || loader?.type !== 'chunk' || !loader.code.includes('__vite__mapDeps')) {
        this.error("app-routes-loader.ts's chunk is not alone or carries no preload lists");
      }
    },
  };

  return {
    plugin,
    isShellModule: (id) => shell.has(id),
    isCalendarModule: (id) => calendar.has(id),
    preloadsImports: (chunkFile) => APP_ROUTES_LOADER_CHUNK.test(chunkFile),
  };
}
