import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Issue 14 point 6: FullCalendar 6 carries its stylesheets as strings in its JavaScript (core, daygrid and
 * timegrid: 23 KB, a fifth of them an icon font) and injects them when a calendar first renders. This
 * plugin takes each string out of the module and gives the module a CSS import instead, so Vite ships it in
 * the calendar chunk's stylesheet: the calendar's JavaScript no longer carries CSS, and the browser reads
 * the rules as CSS. The rules come before the calendar's own (week-calendar.module.css), as before.
 */
const STYLE_STRING = /var (css_\w+) = ("(?:[^"\\]|\\.)*");\s*injectStyles\(\1\);/;
const FULLCALENDAR_MODULE = /[\\/]node_modules[\\/]@fullcalendar[\\/]([a-z-]+)[\\/][^\\/]+\.js$/;
const VIRTUAL_PREFIX = 'virtual:fullcalendar-styles/';

export function fullCalendarStyles(): Plugin {
  const styles = new Map<string, string>();
  return {
    name: 'paybook:fullcalendar-styles',
    enforce: 'pre',
    transform(code, id) {
      const packageName = FULLCALENDAR_MODULE.exec(id)?.[1];
      const found = packageName ? STYLE_STRING.exec(code) : null;
      if (!packageName || !found?.[2]) return null;
      const cssId = `${VIRTUAL_PREFIX}${packageName}-${path.basename(id, '.js')}.css`;
      styles.set(cssId, JSON.parse(found[2]) as string);
      return { code: `import '${cssId}';\n${code.replace(found[0], '')}`, map: null };
    },
    resolveId(id) {
      return styles.has(id) ? id : null;
    },
    load(id) {
      return styles.get(id) ?? null;
    },
  };
}
