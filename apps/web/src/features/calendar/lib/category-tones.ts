// Issue 16 point 1: blocks are coloured by their service's category, with a legend. A category keeps its
// colour from week to week (its id picks it), unless two categories of the same week would share one: the
// later then takes the next free colour, so the legend never shows two categories alike.
import type { CalendarWeek } from '@paybook/contracts';

/** How many colours categories take (week-calendar.module.css `data-tone`); uncategorised blocks keep blue. */
export const CATEGORY_TONE_COUNT = 6;

/** Each category of the week to its tone, 0 … CATEGORY_TONE_COUNT - 1. */
export function categoryTones(categories: CalendarWeek['offering_categories']): Map<number, number> {
  const tones = new Map<number, number>();
  const taken = new Set<number>();
  for (const { id } of [...categories].sort((a, b) => a.id - b.id)) {
    let tone = id % CATEGORY_TONE_COUNT;
    for (let tries = 0; taken.has(tone) && tries < CATEGORY_TONE_COUNT; tries += 1)
      tone = (tone + 1) % CATEGORY_TONE_COUNT;
    taken.add(tone);
    tones.set(id, tone);
  }
  return tones;
}
