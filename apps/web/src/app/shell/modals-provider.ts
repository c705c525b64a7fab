// The confirmation dialogs' provider as a chunk of its own (modals-outlet.tsx loads it): screens import
// `modals` from @mantine/modals, and a dynamic import of the package itself would bring the provider
// (Mantine's Modal) into their chunk.
export { ModalsProvider } from '@mantine/modals';
