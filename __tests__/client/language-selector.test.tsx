import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { LanguageSelector } from '../../src/client/components/language-selector';
import { makeTestI18n } from './test-utils';

async function renderSelector(lng: 'en' | 'bn') {
  const i18n = await makeTestI18n(lng);
  render(
    <I18nextProvider i18n={i18n}>
      <LanguageSelector />
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
