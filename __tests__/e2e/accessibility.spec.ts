// axe (WCAG 2.1 A and AA) on every client route, in English on a phone and Bengali on a desktop (twoRuns,
// as the journeys: CI's time), and on the states that put something new on screen: dialogs, forms showing errors, wizard steps, open menus.
// The public pages' first states are in public-pages.spec.ts; the screens here are listed in a11y/.
import { expect, test } from '@playwright/test';
import { ADMIN_SCREENS } from './a11y/admin-screens';
import { adminTabIds, clientRoutePatterns } from './a11y/client-routes';
import { INVESTOR_SCREENS } from './a11y/investor-screens';
import { PUBLIC_PAGES } from './a11y/public-pages';
import type { Screen, ScreenContext } from './a11y/screen';
import { adminToken, investorWithDeposits } from './a11y/sessions';
import { VISITOR_SCREENS } from './a11y/visitor-screens';
import { expectHtmlLang, expectNoAxeViolations, settle, text, textPattern, twoRuns } from './helpers';

const SCREENS: Screen[] = [...VISITOR_SCREENS, ...INVESTOR_SCREENS, ...ADMIN_SCREENS];

test('every route of the client router and every admin tab has an axe test', () => {
  const routes = clientRoutePatterns();
  const covered = new Set([...PUBLIC_PAGES, ...SCREENS].map((screen) => screen.route));
  expect(
    routes.filter((route) => !covered.has(route)),
    'routes without an axe test',
  ).toEqual([]);
  expect(
    [...covered].filter((route) => !routes.includes(route)),
    'axe tests naming a route the router does not have',
  ).toEqual([]);
  const tabs = new Set(SCREENS.map((screen) => screen.tab));
  expect(
    adminTabIds().filter((id) => !tabs.has(id)),
    'admin tabs without an axe test',
  ).toEqual([]);
});

/** `path` with `lng` added to its query. */
function withLanguage(path: string, lng: string): string {
  const url = new URL(path, 'http://localhost');
  url.searchParams.set('lng', lng);
  return `${url.pathname}${url.search}`;
}

for (const screen of SCREENS) {
  for (const lng of ['en', 'bn'] as const) {
    test(`${screen.name} (${lng}): no axe violations in any of its states`, async ({ page, context, request }, testInfo) => {
      twoRuns(lng, testInfo);
      // Sign-up, uploads and one scan per state: more than the default 30 s on a slow machine.
      test.setTimeout(90_000);
      const token = screen.as === 'admin' ? await adminToken(request, testInfo) : screen.as === 'investor' ? (await investorWithDeposits(request, testInfo)).token : null;
      if (token) await context.addInitScript((value) => localStorage.setItem('token', value), token);
      const ctx: ScreenContext = {
        page,
        lng,
        phone: testInfo.project.name === 'phone',
        request,
        testInfo,
        t: (key, values) => text(lng, key, values),
        tp: (key) => textPattern(lng, key),
      };

      await page.goto(withLanguage(typeof screen.path === 'string' ? screen.path : await screen.path(ctx), lng));
      await expectHtmlLang(page, lng);
      await settle(page);
      await screen.ready?.(ctx);
      await expectNoAxeViolations(page, testInfo, `${screen.name} ${lng}`);

      for (const state of screen.states ?? []) {
        if (state.project && state.project !== testInfo.project.name) continue;
        await test.step(state.name, async () => {
          await state.enter(ctx);
          await expectNoAxeViolations(page, testInfo, `${screen.name}, ${state.name} ${lng}`);
        });
      }
    });
  }
}
