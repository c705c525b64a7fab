// The build's stand-in for `use-sync-external-store/shim` (vite.config.ts): react-i18next imports the shim
// for React before 18, whose CommonJS fallback reached every first page; React 19 has the hook itself.
export { useSyncExternalStore } from 'react';
