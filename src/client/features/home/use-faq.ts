import { useEffect, useState } from 'react';
import type { Language } from '../../../shared/constants';

export interface FaqItem {
  question: string;
  answer: string;
}

export type FaqState =
  | { status: 'loading' }
  | { status: 'failed' } // the server answered, but not OK
  | { status: 'error'; message: string } // the request itself failed
  | { status: 'loaded'; items: FaqItem[] };

function isFaqList(value: unknown): value is FaqItem[] {
  return Array.isArray(value) && value.every((item) => item && typeof item.question === 'string' && typeof item.answer === 'string');
}

/** GET /data/faq_{lng}.json (spec section 7), again whenever the language changes. */
export function useFaq(lng: Language): FaqState {
  const [state, setState] = useState<FaqState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    // Absolute, like the API slice, so jsdom's fetch resolves it too.
    fetch(`${window.location.origin}/data/faq_${lng}.json`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) {
          setState({ status: 'failed' });
          return;
        }
        const data: unknown = await response.json();
        if (!isFaqList(data)) throw new Error('Unexpected FAQ format');
        if (!controller.signal.aborted) setState({ status: 'loaded', items: data });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return; // a newer language took over
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      });
    return () => controller.abort();
  }, [lng]);
  return state;
}
