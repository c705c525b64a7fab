import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// React and the router change least: one stable vendor chunk, cached across releases. Everything
// else splits by use: each route's screen is lazy (src/app/routes.tsx), so Mantine components,
// forms and zod used only by a screen load with that screen, not with the first page.
const vendorGroups: Array<{ name: string; test: RegExp }> = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
];

export default defineConfig({
  plugins: [react()],
  resolve: { tsconfigPaths: true },
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
    // The bench (bench/page-weight.ts) reads what the browser loads; the manifest maps chunks to sources.
    manifest: true,
    rolldownOptions: {
      // Issue 14 point 6: the shared packages only declare constants, schemas and functions, so a module of
      // theirs that nothing imports from is left out (their index files re-export every screen's schemas).
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]packages[\\/](contracts|domain)[\\/]src[\\/]/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          groups: vendorGroups.map((group) => ({ ...group, priority: 10 })),
        },
      },
    },
  },
});
