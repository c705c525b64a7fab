import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { firstPaintGroups } from './vite-first-paint-groups.ts';

// React and the router change least: one stable vendor chunk, cached across releases. Everything
// else splits by use: each route's screen is lazy (src/app/routes.tsx), so Mantine components,
// forms and zod used only by a screen load with that screen, not with the first page.
// Issue 14 point 6: a few large chunks compress better than many small ones, so what every first page
// shows (i18next, Mantine's core and the widgets of the sign-in form and the shell) is one chunk, TanStack
// Query (every page but the sign-in page) another, and the sign-in page's own modules a third.
const firstPaint = firstPaintGroups();

const vendorGroups: Array<{
  name: string;
  test: RegExp | ((id: string) => boolean);
  priority: number;
  includeDependenciesRecursively?: boolean;
}> = [
  {
    name: 'react',
    // Rolldown's runtime (its module helpers) goes with it: every chunk imports it, so alone it is a file more.
    test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|^\0rolldown[\\/]runtime\.js$/,
    priority: 10,
  },
  {
    name: 'base',
    test: new RegExp(
      [
        'node_modules[\\\\/](i18next|react-i18next)[\\\\/]',
        // The API client and the failure messages' helpers: every page calls the API and shows its failures.
        'apps[\\\\/]web[\\\\/]src[\\\\/]lib[\\\\/](api-client|api-error|notify|pending-requests|session-clock)\\.',
        'node_modules[\\\\/]@tabler[\\\\/]icons-react[\\\\/]dist[\\\\/]esm[\\\\/](createReactComponent|defaultAttributes|icons[\\\\/]IconAlertCircle)',
        `node_modules[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/](core[\\\\/]MantineProvider|components[\\\\/](${[
          'Input',
          'InputBase',
          'TextInput',
          'PasswordInput',
          'Button',
          'ActionIcon',
          'Alert',
          'CloseButton',
          'UnstyledButton',
          'Title',
          'Group',
          'Text',
          'Paper',
          'Stack',
          'Anchor',
          'Loader',
          'Center',
        ].join('|')}))[\\\\/]`,
      ].join('|'),
    ),
    priority: 8,
  },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 7 },
  {
    name: 'sign-in',
    test: /apps[\\/]web[\\/]src[\\/](features[\\/]auth[\\/](pages[\\/]login-page|api[\\/](login|request-unlock-email))|ui[\\/](auth-card|credentials-form|credentials-rules|form-error)|lib[\\/]safe-next)\.|icons-react[\\/]dist[\\/]esm[\\/]icons[\\/](IconClockExclamation|IconMailCheck)\./,
    priority: 6,
    // Only these modules: the icons and widgets they use are shared with other pages.
    includeDependenciesRecursively: false,
  },
  // The sets are exact (vite-first-paint-groups.ts): their dependencies stay where they belong.
  { name: 'shell', test: firstPaint.isShellModule, priority: 5, includeDependenciesRecursively: false },
  { name: 'calendar', test: firstPaint.isCalendarModule, priority: 4, includeDependenciesRecursively: false },
];

/**
 * Issue 23 point 10: react-router's package exports name only its development build, whose warnings stay in
 * a production bundle (remix-run/react-router#12532); its production build beside it leaves them out,
 * 0.6 KB of gzipped JavaScript on every first page. The build resolves both entry points there; the dev
 * server keeps the warnings.
 */
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));

/** react-i18next's `use-sync-external-store/shim` is React 19's own hook in the build (0.3 KB gzipped). */
const syncExternalStore = fileURLToPath(
  new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url),
);

/**
 * Issue 27 point 4 (decision 167): the hosted store page is a page of its own (pay.html), in Preact: its
 * files say so (`@jsxImportSource preact`), and React's fast refresh leaves them alone in the dev server.
 */
const PAY_PAGE = /[\\/]src[\\/]pay-page[\\/]/;

/**
 * The dev and preview servers answer /pay/{url_subdomain}/{url_name} with pay.html, as the server does
 * (apps/server/src/plugins/web-app.ts, whose pattern this is); /pay/invoice/{token} stays the app's.
 */
const STORE_PAGE_PATH = /^\/pay\/(?!invoice\/)[^/]+\/[^/]+\/?$/;
const storePageRewrite = (request: { url?: string }, _response: unknown, next: () => void) => {
  if (request.url && STORE_PAGE_PATH.test(request.url.split('?')[0] ?? '')) request.url = '/pay.html';
  next();
};
const storePageServed: Plugin = {
  name: 'paybook:store-page',
  configureServer: (server) => {
    server.middlewares.use(storePageRewrite);
  },
  configurePreviewServer: (server) => {
    server.middlewares.use(storePageRewrite);
  },
};

export default defineConfig(({ command }) => ({
  plugins: [react({ exclude: [/[\\/]node_modules[\\/]/, PAY_PAGE] }), firstPaint.plugin, storePageServed],
  resolve: {
    tsconfigPaths: true,
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
            { find: /^use-sync-external-store\/shim$/, replacement: syncExternalStore },
          ]
        : [],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    // Issue 14 point 6: index.html preloads the entry's own imports, but the lazy routes carry no list of
    // their chunks' imports: for ~150 chunks that table cost the first page 4 KB of gzipped JavaScript. A
    // route's chunk asks for its imports itself (few: the groups below keep them in a handful of chunks).
    // Point 7: the signed-in app's routes and first screens are the exception: their imports went four
    // levels deep, one round trip each, so the small chunk that starts them (app-routes-loader.ts) lists
    // them all and the browser fetches them at once.
    modulePreload: {
      // Issue 25: no polyfill (about 0.3 KB of gzipped JavaScript on every first page, the sign-in page's
      // included). Every browser of Vite's default target but Safari 16 follows `modulepreload` itself;
      // Safari 16 loads the same modules when they are imported, a little later (decision 148).
      polyfill: false,
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'html' || firstPaint.preloadsImports(hostId) ? deps : [],
    },
    // The bench (bench/page-weight.ts) reads what the browser loads; the manifest maps chunks to sources.
    manifest: true,
    rolldownOptions: {
      // The back office (index.html) and the hosted store page (pay.html, decision 167). They share no
      // chunk: the groups above name only the back office's modules, and the page imports only Preact, the
      // contracts' types and the domain's store-design module.
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        pay: fileURLToPath(new URL('./pay.html', import.meta.url)),
      },
      // Issue 14 point 6: the shared packages only declare constants, schemas and functions, so a module of
      // theirs that nothing imports from is left out (their index files re-export every screen's schemas).
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]packages[\\/](contracts|domain)[\\/]src[\\/]/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          groups: vendorGroups,
        },
      },
    },
  },
}));
