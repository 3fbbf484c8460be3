// The projects list loads a card's picture as it nears the screen (components/use-near-viewport.ts), not
// the whole list's at once: on a phone the first screen asks for the first few; scrolling brings the rest.
import { expect, test, type Page } from '@playwright/test';
import { settle } from './helpers';

const cardImages = (page: Page) => page.getByRole('main').getByRole('listitem').locator('img');
const loaded = (page: Page) => cardImages(page).evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc !== ''));

test('card pictures load as they near the screen, and every one is drawn once scrolled to', async ({ page }, testInfo) => {
  await page.goto('/investment/all?lng=en');
  await settle(page);
  const count = await cardImages(page).count();
  expect(count).toBeGreaterThan(4);
  const atFirst = await loaded(page);
  expect(atFirst[0], 'the first card’s picture, the largest paint').toBe(true);
  if (testInfo.project.name === 'phone') expect(atFirst.filter(Boolean).length).toBeLessThan(count);
  // Pictures held back keep their place: the cards do not move when they arrive.
  const heights = await cardImages(page).evaluateAll((images) => images.map((image) => Math.round(image.getBoundingClientRect().height)));
  expect(new Set(heights).size).toBe(1);

  for (const image of await cardImages(page).all()) await image.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await loaded(page)).every(Boolean)).toBe(true);
  await expect
    .poll(() => cardImages(page).evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
});
