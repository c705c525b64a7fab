export * from './bulletins.ts';
