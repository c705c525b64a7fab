export * from './home-target.ts';
export * from './integration-names.ts';
export * from './navigation.ts';
export * from './page-title.ts';
export * from './path-match.ts';
export * from './redirects.ts';
export * from './route-types.ts';
export * from './routes.ts';
