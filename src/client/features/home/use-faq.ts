import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api } from '../../api/api-slice';
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
  return (
    Array.isArray(value) && value.every((item: Partial<Record<keyof FaqItem, unknown>> | null) => item && typeof item.question === 'string' && typeof item.answer === 'string')
  );
}

/**
 * GET /data/faq_{lng}.json (spec section 7), cached per language by the one API slice. A static file,
 * not /api: its own fetch (no session header, no retries — the spec shows a failure at once), and no
 * tag, since nothing the app does changes it.
 */
const faqApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFaq: build.query<FaqItem[], Language>({
      async queryFn(lng, { signal }) {
        try {
          // Absolute, like the API slice, so jsdom's fetch resolves it too.
          const response = await fetch(`${window.location.origin}/data/faq_${lng}.json`, { signal });
          if (!response.ok) return { error: { status: response.status, data: null } };
          const data: unknown = await response.json();
          if (!isFaqList(data)) return { error: { status: 'CUSTOM_ERROR', error: 'Unexpected FAQ format' } };
          return { data };
        } catch (error) {
          return { error: { status: 'FETCH_ERROR', error: error instanceof Error ? error.message : String(error) } };
        }
      },
    }),
  }),
});

/** The FAQ in `lng`, asked for again whenever the language changes. */
export function useFaq(lng: Language): FaqState {
  const { data, error, isFetching } = faqApi.useGetFaqQuery(lng);
  if (isFetching || (!data && !error)) return { status: 'loading' };
  if (error) {
    const failure = error as FetchBaseQueryError;
    if (typeof failure.status === 'number') return { status: 'failed' };
    return { status: 'error', message: 'error' in failure ? failure.error : 'Unknown error' };
  }
  return { status: 'loaded', items: data ?? [] };
}
