import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

/** How long a list waits after the last key before it searches. */
export const SEARCH_DEBOUNCE_MS = 400;

/**
 * A list's search box whose search lives in the address. What is typed reaches `onTyped` once typing
 * pauses (only a change of the typed text, so going back is not undone by a stale box), and an address
 * changed under the box (the back button, a link) changes the box.
 */
export function useAddressSearch(addressSearch: string, onTyped: (search: string) => void) {
  const [search, setSearch] = useState(addressSearch);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => setSearch(addressSearch), [addressSearch]);
  const typed = useRef(debounced);
  useEffect(() => {
    if (debounced === typed.current) return;
    typed.current = debounced;
    if (debounced !== addressSearch) onTyped(debounced);
  }, [debounced, addressSearch, onTyped]);
  return [search, setSearch] as const;
}
