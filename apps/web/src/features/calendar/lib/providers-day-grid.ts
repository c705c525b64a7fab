// Issue 24 point 3: the day of every provider the user may see, side by side, drawn as the week grid draws
// a day (week-grid.ts): each provider's column runs 00:00 to 24:00 on their own wall clock (ruling 8), with
// their working hours shaded and their blocks placed side by side where they overlap.
import type { ProvidersDay } from '@paybook/contracts';
import { dayShades, type GridBlock, type GridColumn, weekBlocks } from './week-grid';

type ProviderDay = ProvidersDay['providers'][number];

/** A column's key names its date too: while the next day's blocks are drawn, no column shows the last day's. */
const columnKey = (provider: ProviderDay) => `${provider.day.date}@${provider.service_provider_id}`;

/** One column per provider, in the answer's order (the provider picker's). */
export function providerColumns(answer: ProvidersDay): GridColumn[] {
  return answer.providers.map((provider) => ({
    key: columnKey(provider),
    date: provider.day.date,
    providerId: provider.service_provider_id,
    timeZone: provider.time_zone,
    day: provider.day,
    shades: dayShades(provider.day, provider.time_zone),
  }));
}

/**
 * Each provider's blocks by column key, in time order (the keyboard's order). The day's categories colour
 * every column alike (category-tones.ts).
 */
export function providersDayBlocks(answer: ProvidersDay): Map<string, GridBlock[]> {
  const columns = new Map<string, GridBlock[]>();
  for (const provider of answer.providers) {
    const byDate = weekBlocks({
      time_zone: provider.time_zone,
      days: [provider.day],
      offering_categories: answer.offering_categories,
    });
    const blocks = byDate.get(provider.day.date);
    if (blocks) columns.set(columnKey(provider), blocks);
  }
  return columns;
}
