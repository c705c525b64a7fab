import { storeBody } from '@paybook/contracts';
import { HEX_COLOR_PATTERN, legibleForeground } from '@paybook/domain/stores/store-design';

// spec 2 §3 foreground_color and background_color, as the hosted page shows them: the form's text colour
// where it reads on its main colour (WCAG AA), otherwise black or white (the domain's legibleForeground).

/** The contract's defaults, shown while a colour is half typed. */
const DEFAULTS = storeBody.pick({ foreground_color: true, background_color: true }).parse({});

/** The colours the page shows for what the fields hold, and whether the text colour is replaced. */
export function shownColours(values: { background_color?: string; foreground_color?: string }) {
  const valid = (color: string | undefined, fallback: string) =>
    color !== undefined && HEX_COLOR_PATTERN.test(color) ? color : fallback;
  const background = valid(values.background_color, DEFAULTS.background_color);
  const chosen = valid(values.foreground_color, DEFAULTS.foreground_color);
  const foreground = legibleForeground(chosen, background);
  return { background, foreground, isReplaced: foreground.toLowerCase() !== chosen.toLowerCase() };
}
