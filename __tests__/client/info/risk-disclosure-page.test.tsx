import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import bn from '../../../public/locales/bn/info.json';
import en from '../../../public/locales/en/info.json';
import { renderRoute } from '../test-utils';

const SECTIONS = ['contract', 'profit', 'loss', 'withdraw', 'complaints'] as const;
const files = { en, bn };

describe.each([
  ['en', 'Risk disclosure'],
  ['bn', 'ঝুঁকির বিবরণ'],
] as const)('/risk-disclosure in %s', (lng, h1) => {
  test('shows one h1, every section with its text and the support address', async () => {
    await renderRoute('/risk-disclosure', { lng });
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: h1 })).toBeInTheDocument();
    expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const sections = files[lng].riskDisclosure.sections;
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(SECTIONS.map((id) => sections[id].title));
    for (const id of SECTIONS) {
      const region = within(main).getByRole('region', { name: sections[id].title });
      for (const paragraph of sections[id].paragraphs) expect(within(region).getByText(paragraph)).toBeInTheDocument();
    }
    const complaints = within(main).getByRole('region', { name: sections.complaints.title });
    expect(within(complaints).getByRole('link', { name: 'support@halalinvest.com.bd' })).toHaveAttribute('href', 'mailto:support@halalinvest.com.bd');
  });
});

test('says what an investor must know: capital at risk, losses pro rata, profit by the ratio, nothing guaranteed, withdrawals reviewed', () => {
  const text = JSON.stringify(en.riskDisclosure);
  expect(text).toMatch(/mudarabah/);
  expect(text).toMatch(/musharakah/);
  expect(text).toMatch(/capital is at risk/);
  expect(text).toMatch(/pro rata by capital/);
  expect(text).toMatch(/investors' profit share/);
  expect(text).toMatch(/Returns are not guaranteed/);
  expect(text).toMatch(/reviews the request/);
  const words = (value: typeof en.riskDisclosure) =>
    [value.intro, ...Object.values(value.sections).flatMap((section) => [section.title, ...section.paragraphs])].join(' ').split(/\s+/).length;
  expect(words(en.riskDisclosure)).toBeGreaterThanOrEqual(250);
  expect(words(en.riskDisclosure)).toBeLessThanOrEqual(400);
  // The Bengali page says the same in Bengali, with Bengali digits.
  expect(JSON.stringify(bn.riskDisclosure)).toMatch(/মুদারাবাহ.*মুশারাকাহ/);
  expect(JSON.stringify(bn.riskDisclosure)).not.toMatch(/[0-9]/);
});

test('the footer links to it', async () => {
  const { router } = await renderRoute('/about');
  await screen.findByRole('heading', { level: 1, name: 'About us' });
  // The footer joins the page just after its first paint.
  const footer = await screen.findByRole('contentinfo');
  const link = within(footer).getByRole('link', { name: 'Risk disclosure' });
  expect(link).toHaveAttribute('href', '/risk-disclosure');
  await userEvent.click(link);
  expect(router.state.location.pathname).toBe('/risk-disclosure');
  expect(await screen.findByRole('heading', { level: 1, name: 'Risk disclosure' })).toBeInTheDocument();
});
