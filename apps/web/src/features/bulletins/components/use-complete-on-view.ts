import type { Bulletin } from '@paybook/contracts';
import { bulletinsCompletedByViewing } from '@paybook/domain';
import { useEffect, useRef } from 'react';
import { useCompleteBulletin } from '../api/complete-bulletin';

/** spec 1 §4.4: viewing a bulletin's route completes it (one call per bulletin). */
export function useCompleteOnView(routeId: string | undefined, bulletins: readonly Bulletin[] | undefined) {
  const { mutate } = useCompleteBulletin();
  const sent = useRef(new Set<string>());
  useEffect(() => {
    if (!routeId || !bulletins) return;
    const open = bulletins.map((b) => ({
      name: b.name,
      routeState: b.route_state,
      completesOnView: b.completes_on_view,
    }));
    for (const name of bulletinsCompletedByViewing(routeId, open)) {
      if (sent.current.has(name)) continue;
      sent.current.add(name);
      mutate(name);
    }
  }, [routeId, bulletins, mutate]);
}
