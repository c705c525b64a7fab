import { Outlet, ScrollRestoration } from 'react-router';
import { DocumentTitle } from './document-title';
import { LoadingBar } from './shell/loading-bar';

/** Wraps every page: loading bar, page title, scroll restoration. */
export function RootLayout() {
  return (
    <>
      <LoadingBar />
      <DocumentTitle />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
