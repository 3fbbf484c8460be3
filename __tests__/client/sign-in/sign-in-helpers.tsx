import { screen, within } from '@testing-library/react';
import type { InitialEntry } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AuthResponse, UserDto } from '../../../src/shared/api-types';
import { renderRoute } from '../test-utils';

export const LOGIN_URL = 'http://localhost/api/auth/login';
export const FORGOT_URL = 'http://localhost/api/auth/forgot-password';

export function userFixture(overrides: Partial<UserDto> = {}): UserDto {
  return {
    _id: 'u1',
    fullname: 'Karim Rahman',
    email: 'karim@example.com',
    phone: null,
    phoneVerified: false,
    nid: null,
    uniqueId: 'iv123',
    profileImage: null,
    role: 'investor',
    isVerified: true,
    twoFactorEnabled: false,
    availableBalance: 0,
    totalInvestment: 0,
    totalProfit: 0,
    totalLoss: 0,
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

/** POST /auth/login answered with a token; the bodies it received are collected in `bodies`. */
export function loginSucceeds(token = 'tok-1') {
  const bodies: unknown[] = [];
  const handler = http.post(LOGIN_URL, async ({ request }) => {
    bodies.push(await request.json());
    return HttpResponse.json({ token, user: userFixture() } satisfies AuthResponse);
  });
  return { handler, bodies };
}

export const loginFails = (status: number, body: unknown) => http.post(LOGIN_URL, () => HttpResponse.json(body as object, { status }));

/** Like renderRoute, but the entry can carry location state (RequireSignIn's `{ from }`). */
export async function renderEntry(entry: InitialEntry, lng: 'en' | 'bn' = 'en') {
  const { store, router } = await renderRoute(entry, { lng });
  return { store, router };
}

/** The sign-in form, once the lazy page has loaded. */
export async function findSignInForm(name = 'Sign in form') {
  return screen.findByRole('form', { name });
}

export async function fillSignIn(email: string, password: string, form?: HTMLElement) {
  const scope = within(form ?? (await findSignInForm()));
  if (email) await userEvent.type(scope.getByRole('textbox', { name: /Email/ }), email);
  if (password) await userEvent.type(scope.getByLabelText(/Password/), password);
}
