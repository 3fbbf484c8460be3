import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { LanguageSelector } from '../../src/client/components/language-selector';
import { LanguageToggle } from '../../src/client/components/language-toggle';
import { makeTestI18n } from './test-utils';

const seen: { location: Location | null } = { location: null };
function LocationProbe() {
  seen.location = useLocation();
  return null;
}

async function renderSelector(lng: 'en' | 'bn', entry: { pathname: string; search?: string; hash?: string; state?: unknown } = { pathname: '/' }, ui = <LanguageSelector />) {
  const i18n = await makeTestI18n(lng);
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[entry]}>
        <LocationProbe />
        {ui}
      </MemoryRouter>
    </I18nextProvider>,
  );
  return i18n;
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

// DECISIONS.md 'language option label': the spec's "Bengali" for English readers, and a Bengali
// reader still finds their language written in their own script.
describe('language selector options', () => {
  test('in the English UI: English and বাংলা (Bengali)', async () => {
    await renderSelector('en');
    expect(optionTexts(screen.getByRole('combobox', { name: 'Language' }))).toEqual(['English', 'বাংলা (Bengali)']);
  });

  test('in the Bengali UI: English and বাংলা', async () => {
    await renderSelector('bn');
    expect(optionTexts(screen.getByRole('combobox', { name: 'ভাষা' }))).toEqual(['English', 'বাংলা']);
  });

  test('choosing বাংলা (Bengali) switches to Bengali, and the option then reads বাংলা', async () => {
    const i18n = await renderSelector('en');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'বাংলা (Bengali)');
    expect(i18n.language).toBe('bn');
    const select = await screen.findByRole('combobox', { name: 'ভাষা' });
    expect(select).toHaveValue('bn');
    expect(optionTexts(select)).toEqual(['English', 'বাংলা']);
  });
});

// `?lng=` comes first on a reload, so a pick that left it in the address would be undone by a reload.
describe('a language pick and the address', () => {
  test('choosing a language drops ?lng= and keeps the rest of the address and its state', async () => {
    const i18n = await renderSelector('en', { pathname: '/profile', search: '?lng=en&tab=security', hash: '#top', state: { from: '/deposit' } });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'বাংলা (Bengali)');
    expect(i18n.language).toBe('bn');
    await waitFor(() => expect(seen.location).toMatchObject({ pathname: '/profile', search: '?tab=security', hash: '#top', state: { from: '/deposit' } }));
  });

  test('the phone toggle drops ?lng= too', async () => {
    const i18n = await renderSelector('bn', { pathname: '/', search: '?lng=bn' }, <LanguageToggle />);
    await userEvent.click(screen.getByRole('button', { name: /English/ }));
    expect(i18n.language).toBe('en');
    // The router applies the new address a render later, on a busy machine visibly so.
    await waitFor(() => expect(seen.location?.search).toBe(''));
  });
});
