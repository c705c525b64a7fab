/** @jsxImportSource preact */
import { render } from 'preact';
import { StorePage } from './components/store-page';
import './pay-page.css';

// Issue 27 point 4 (decision 167): the hosted page of a store, payment form or buy-now button, a page of
// its own (pay.html): Preact and plain CSS, none of the back office's React, Mantine, router or i18next.
// The server answers /pay/{url_subdomain}/{url_name} with it (apps/server/src/plugins/web-app.ts).

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/** A segment of the address as typed ('%zz' stays as it is: the server answers 404). */
const segment = (text = '') => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};
const [, , urlSubdomain, urlName] = window.location.pathname.split('/');
render(
  <StorePage params={{ url_subdomain: segment(urlSubdomain), url_name: segment(urlName) }} />,
  container,
);
