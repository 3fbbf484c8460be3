import { screen, within } from '@testing-library/react';
import bn from '../../../public/locales/bn/info.json';
import en from '../../../public/locales/en/info.json';
import { renderRoute } from '../test-utils';

type Lng = 'en' | 'bn';
const files = { en, bn };

interface SectionText {
  title: string;
  paragraphs: string[];
  items?: { title: string; text: string }[];
}

const pages = [
  { path: '/about', key: 'about', h1: { en: 'About us', bn: 'আমাদের সম্পর্কে' }, sections: ['whoWeAre', 'mission', 'values'] },
  {
    path: '/approach',
    key: 'approach',
    h1: { en: 'Our investment approach', bn: 'আমাদের বিনিয়োগ পদ্ধতি' },
    sections: ['noRiba', 'riskSharing', 'halalInvestment', 'assetBacked'],
  },
  {
    path: '/services',
    key: 'services',
    h1: { en: 'Our services', bn: 'আমাদের সেবাসমূহ' },
    sections: ['halalInvestment', 'realEstate', 'startupFunding', 'wealthManagement', 'stockMarket'],
  },
  { path: '/why-us', key: 'whyUs', h1: { en: 'Why choose us', bn: 'কেন আমাদের বেছে নেবেন' }, sections: ['compliant', 'experts', 'transparent', 'trusted'] },
] as const;

function sectionText(lng: Lng, page: string, id: string): SectionText {
  const info = files[lng].info as unknown as Record<string, { sections: Record<string, SectionText> }>;
  return info[page]!.sections[id]!;
}

describe.each(['en', 'bn'] as const)('information pages in %s', (lng) => {
  test.each(pages)('$path shows one h1 and every section with its text', async ({ path, key, h1, sections }) => {
    await renderRoute(path, { lng });
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: h1[lng] })).toBeInTheDocument();
    expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const titles = sections.map((id) => sectionText(lng, key, id).title);
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(titles);
    for (const id of sections) {
      const text = sectionText(lng, key, id);
      const region = within(main).getByRole('region', { name: text.title });
      expect(text.paragraphs.length).toBeGreaterThan(0);
      for (const paragraph of text.paragraphs) expect(within(region).getByText(paragraph)).toBeInTheDocument();
    }
  });
});

test('About lists the core values', async () => {
  await renderRoute('/about');
  const values = await screen.findByRole('region', { name: 'Our core values' });
  const items = within(values).getAllByRole('listitem');
  expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(['Integrity', 'Transparency', 'Shared responsibility', 'Respect for investors']);
});

test('the information pages promise no guaranteed returns and say that returns are estimates', () => {
  const text = JSON.stringify(en.info);
  expect(text).not.toMatch(/guaranteed (return|profit)|risk[- ]free|assured return/i);
  expect(text).toMatch(/not a guarantee/);
});
