import { type CSSVariablesResolver, createTheme } from '@mantine/core';

/**
 * Mantine's defaults use blue 6 and gray 6, which fail WCAG AA contrast on white;
 * shade 8 and darker dimmed/error colours pass (axe runs on every page in e2e).
 */
const dialogHeaderAttributes = { header: { role: 'group' } };

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  autoContrast: true,
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  // Plain objects rather than `NavLink.extend(…)`, so the theme does not bring the components'
  // code into the first page (issue 14 point 6).
  components: {
    // The light variant's hover background leaves the active link's text below 4.5:1.
    NavLink: { defaultProps: { variant: 'filled' } },
    // A dialog's <header> sits in a <section role="dialog">, which axe does not count as a section, so
    // it became a second page banner beside the app's (landmark-no-duplicate-banner, issue 24 point 6).
    Modal: {
      defaultProps: { attributes: dialogHeaderAttributes },
      styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
    },
    Drawer: { defaultProps: { attributes: dialogHeaderAttributes } },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});
