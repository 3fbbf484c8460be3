import { screen } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import countries from '../../../public/data/countries.json';
import { server } from '../api-server';

export const API = 'http://localhost/api';
export const COUNTRIES_URL = 'http://localhost/data/countries.json';
export const EMAIL = 'karim@example.com';

/** GET /data/countries.json answered with the real file (or the given body). */
export const countriesData = (body: JsonBodyType = countries) => http.get(COUNTRIES_URL, () => HttpResponse.json(body));

/** Records every JSON body sent to `path` and answers with `reply` (200 `{message}` by default). */
export function recordPost(path: string, reply: () => Response = () => HttpResponse.json({ message: 'ok' })) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}${path}`, async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

export const failWith = (status: number, message?: string, code?: string) => () =>
  HttpResponse.json(message === undefined ? {} : { message, ...(code ? { code } : {}) }, { status });

/** What a reload would find after the sign-up call (step 'phone') or after Continue (step 'code'). */
export function storeProgress(step: 'phone' | 'code', email = EMAIL): void {
  localStorage.setItem('signUpEmail', email);
  localStorage.setItem('signUpStep', step);
}

export const stored = () => ({ email: localStorage.getItem('signUpEmail'), step: localStorage.getItem('signUpStep') });

export const stepHeading = (name: string) => screen.findByRole('heading', { level: 1, name });
