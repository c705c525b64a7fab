// What every measurement on a started Paybook server needs first: the demo owner's session, the path
// values, and (when asked) the week with 50 items a day and a day of it with 50 items a provider.
import { seedBusyProvidersDay, seedBusyWeek } from './busy-week.ts';
import { findPathValues, type PathValues } from './path-values.ts';
import { DEMO_OWNER, type Session, signIn } from './paybook-api.ts';

export interface DemoSetup {
  session: Session;
  values: PathValues;
  /** How many items (besides breaks) the busy week holds at least; 0 when it was not asked for. */
  busyWeekItems: number;
  /** How many items (besides breaks) the busy providers' day holds at least; 0 when not asked for. */
  busyProvidersDayItems: number;
}

export async function prepareDemo(baseUrl: string, withBusyWeek: boolean): Promise<DemoSetup> {
  const session = await signIn(baseUrl);
  console.log(`bench: signed in as ${DEMO_OWNER.user_name} (user ${session.userId})`);
  const values = await findPathValues(baseUrl, session);
  let busyWeekItems = 0;
  let busyProvidersDayItems = 0;
  if (withBusyWeek) {
    const started = Date.now();
    const seeded = await seedBusyWeek(baseUrl, session, values);
    busyWeekItems = seeded.items;
    const day = await seedBusyProvidersDay(baseUrl, session, values);
    busyProvidersDayItems = day.items;
    const took = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `bench: ${seeded.added} calendar items added to the week of ${values.busyWeek} and ${day.added} to ` +
        `every provider's ${values.busyProvidersDay} in ${took} s`,
    );
  }
  return { session, values, busyWeekItems, busyProvidersDayItems };
}
