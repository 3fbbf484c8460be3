import { http, HttpResponse, type JsonBodyType } from 'msw';
import bnFaq from '../../../public/data/faq_bn.json';
import enFaq from '../../../public/data/faq_en.json';
import type { ProjectDto } from '../../../src/shared/api-types';
import { projectFixture, projectList, server } from '../api-server';

export const FAQ = { en: enFaq, bn: bnFaq };

/** GET /data/faq_{lng}.json answered with the real FAQ files (or the given items). */
export const faqData = (lng: 'en' | 'bn', items: JsonBodyType = FAQ[lng]) => http.get(`http://localhost/data/faq_${lng}.json`, () => HttpResponse.json(items));

/** `count` projects titled Project 1..N, Project 1 newest (the list is shown newest first). */
export function projects(count: number): ProjectDto[] {
  return Array.from({ length: count }, (_, i) => projectFixture({ _id: `p${i + 1}`, title: `Project ${i + 1}`, createdAt: new Date(Date.UTC(2026, 0, 31 - i)).toISOString() }));
}

/** Everything the home page calls, so msw's unhandled-request check stays quiet. */
export function homeHandlers({ list = projects(1), lng = 'en' as 'en' | 'bn' } = {}): void {
  server.use(projectList(list), faqData(lng));
}

/**
 * jsdom has no media queries; MUI's useMediaQuery reads window.matchMedia. `wide` makes every
 * min-width query match (md and up), otherwise none does (a phone).
 */
export function setScreen(wide: boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: wide && query.includes('min-width'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

export function resetScreen(): void {
  delete (window as { matchMedia?: unknown }).matchMedia;
}
