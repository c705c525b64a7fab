import { createPlugin } from '@fullcalendar/core';
import { NamedTimeZoneImpl } from '@fullcalendar/core/internal';
import { offsetMinutesAtWall, wallArrayOf } from './zone-clock';

/** Lets FullCalendar's `timeZone` option name any IANA zone (ruling 8), through the domain's conversions. */
class ProviderTimeZone extends NamedTimeZoneImpl {
  offsetForArray(array: number[]): number {
    return offsetMinutesAtWall(array, this.timeZoneName);
  }

  timestampToArray(ms: number): number[] {
    return wallArrayOf(ms, this.timeZoneName);
  }
}

export const providerZonePlugin = createPlugin({
  name: 'paybook-provider-zone',
  namedTimeZonedImpl: ProviderTimeZone,
});
