import { isZipCodeShape } from '@paybook/domain';
import { useRef, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { getZipCode } from '@/lib/get-zip-code';

export type ZipLookupResult = { city: string; state: string } | 'not-found';

/**
 * spec 3 §5: a zip code of exactly five digits looks up its city and state. Only the latest lookup
 * answers (typing on cancels the one before); a failure other than "not found" answers nothing.
 */
export function useZipLookup(onFound: (result: ZipLookupResult) => void) {
  const [isLookingUp, setLookingUp] = useState(false);
  const current = useRef<AbortController | null>(null);

  const lookUp = async (zip: string) => {
    current.current?.abort();
    if (!isZipCodeShape(zip)) return;
    const controller = new AbortController();
    current.current = controller;
    setLookingUp(true);
    try {
      const found = await getZipCode(zip.trim(), controller.signal);
      if (!controller.signal.aborted) onFound({ city: found.city, state: found.state_code });
    } catch (error) {
      if (!controller.signal.aborted && isApiError(error) && error.status === 404) onFound('not-found');
    } finally {
      if (current.current === controller) setLookingUp(false);
    }
  };
  return { isLookingUp, lookUp };
}
