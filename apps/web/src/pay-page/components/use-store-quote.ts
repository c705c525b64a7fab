import type { PublicStoreCartInput, PublicStoreQuote } from '@paybook/contracts';
import { useEffect, useState } from 'preact/hooks';
import { ApiFailure, type PageParams, quotePublicStore } from '../api/public-store';

/** The value, once it has stayed the same for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

interface QuoteState {
  data: PublicStoreQuote | undefined;
  /** The server's messages by field when the cart was refused (a discount code, a quantity). */
  errors: Record<string, string>;
  loading: boolean;
}

/**
 * POST …/quote: the server's prices for the cart, asked 250 ms after the buyer stops typing. The last
 * answer stays shown while the next loads; a refused cart shows none, and its fields' messages.
 */
export function useStoreQuote(params: PageParams, cart: PublicStoreCartInput): QuoteState {
  // A text, so that an equal cart is the same value for the hooks below.
  const body = useDebounced(JSON.stringify(cart), 250);
  const [state, setState] = useState<QuoteState>({ data: undefined, errors: {}, loading: false });
  useEffect(() => {
    const priced = JSON.parse(body) as PublicStoreCartInput;
    if (priced.lines.length === 0) {
      setState((previous) => ({ ...previous, errors: {}, loading: false }));
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true }));
    quotePublicStore(params, priced, controller.signal).then(
      (data) => setState({ data, errors: {}, loading: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          data: undefined,
          errors: error instanceof ApiFailure ? error.fields : {},
          loading: false,
        });
      },
    );
    return () => controller.abort();
  }, [params, body]);
  return state;
}
