import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import type { Lng } from '../helpers';

export interface ScreenContext {
  page: Page;
  lng: Lng;
  /** The phone project (playwright.config.ts): menus and the admin sidebar sit behind a button. */
  phone: boolean;
  request: APIRequestContext;
  testInfo: TestInfo;
  /** This language's text for a translation key. */
  t: (key: string, values?: Record<string, string>) => string;
  /** Matches this language's text for a key whose placeholders (`{{name}}`) stand for any text. */
  tp: (key: string) => RegExp;
}

/** A state of a screen worth its own scan: an open dialog, a form showing its errors. */
export interface ScreenState {
  name: string;
  /** Only in this Playwright project, e.g. a menu that exists on phones only. */
  project?: 'desktop' | 'phone';
  /** Brings the screen from the previous state into this one and waits until it shows. */
  enter: (ctx: ScreenContext) => Promise<void>;
}

/** One screen to scan with axe, in both languages and both projects, in its first state and then in each of its states. */
export interface Screen {
  name: string;
  /** The client router's pattern this screen belongs to (as a11y/client-routes.ts reads it). */
  route: string;
  /** The dashboard tab (`?tab=`) shown, for /admin routes. */
  tab?: string;
  /** Who looks: the screen is opened with that person's session stored. */
  as: 'visitor' | 'investor' | 'admin';
  /** The URL to open; `?lng=` is added. */
  path: string | ((ctx: ScreenContext) => Promise<string>);
  /** Waits for what the first scan needs beyond settle() (its data, say). */
  ready?: (ctx: ScreenContext) => Promise<void>;
  states?: ScreenState[];
}
