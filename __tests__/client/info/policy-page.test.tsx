import { screen, within } from '@testing-library/react';
import { renderRoute } from '../test-utils';

const EN_SECTIONS = ['Data we collect', 'Cookies and local storage', 'Data retention', 'Data transfer and sharing', 'Deleting your data', 'People under 18', 'Contact us'];
const BN_SECTIONS = ['আমরা যে তথ্য সংগ্রহ করি', 'কুকি ও লোকাল স্টোরেজ', 'তথ্য সংরক্ষণের মেয়াদ', 'তথ্য হস্তান্তর ও শেয়ার', 'আপনার তথ্য মুছে ফেলা', '১৮ বছরের কম বয়সী ব্যক্তি', 'যোগাযোগ'];

describe('/policy', () => {
  test('shows the date, every section and the contact address', async () => {
    await renderRoute('/policy');
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(main).getByText('Last updated: May 04, 2025')).toBeInTheDocument();
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(EN_SECTIONS);

    const children = within(main).getByRole('region', { name: 'People under 18' });
    expect(within(children).getByText(/^Our service is for people 18 and over: .*sign-up asks you to confirm that you are 18 or older/)).toBeInTheDocument();
    expect(main).not.toHaveTextContent(/under 13/);

    const deletion = within(main).getByRole('region', { name: 'Deleting your data' });
    expect(within(deletion).getByText(/processed within 7 days/)).toBeInTheDocument();
    expect(within(deletion).getByRole('link', { name: 'Request account deletion' })).toHaveAttribute('href', '/delete-account');

    const contact = within(main).getByRole('region', { name: 'Contact us' });
    expect(within(contact).getByRole('link', { name: 'support@halalinvest.com.bd' })).toHaveAttribute('href', 'mailto:support@halalinvest.com.bd');
  });

  test('speaks Bengali with a Bengali date', async () => {
    await renderRoute('/policy', { lng: 'bn' });
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'গোপনীয়তা নীতি' })).toBeInTheDocument();
    expect(within(main).getByText('সর্বশেষ হালনাগাদ: ০৪ মে, ২০২৫')).toBeInTheDocument();
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(BN_SECTIONS);
  });
});
