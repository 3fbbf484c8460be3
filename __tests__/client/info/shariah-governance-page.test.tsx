import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { TrustResponse } from '../../../src/shared/trust-types';
import { server, setupApiServer } from '../api-server';
import { renderRoute } from '../test-utils';

setupApiServer();

const TRUST: TrustResponse = {
  company: {
    legalName: 'Halal Invest Limited',
    legalNameBn: 'হালাল ইনভেস্ট লিমিটেড',
    registrationNumber: 'C-178245/2021',
    tradeLicenceNumber: 'TRAD/DNCC/045812/2021',
    tin: '418526739051',
    bin: null,
    address: 'House 12, Road 7, Dhanmondi, Dhaka 1205',
    addressBn: null,
    phone: '+880 9612-345678',
    email: 'support@halalinvest.com.bd',
    signatoryName: null,
    signatoryNameBn: null,
    signatoryTitle: null,
    signatoryTitleBn: null,
    signatureUrl: '',
    updatedAt: '2026-11-26T10:00:00.000Z',
  },
  advisors: [
    { _id: 'a1', name: 'Dr. Nusrat Jahan', nameBn: 'ড. নুসরাত জাহান', credentials: 'PhD in Islamic Economics', credentialsBn: null, photoUrl: '', displayOrder: 0 },
    { _id: 'a2', name: 'Mufti Abdullah', nameBn: null, credentials: 'Takmil in Fiqh', credentialsBn: 'ফিকহে তাকমিল', photoUrl: '/uploads/abdullah.jpg', displayOrder: 1 },
  ],
  contracts: [],
};
const answer = (body: TrustResponse = TRUST) => server.use(http.get('http://localhost/api/trust', () => HttpResponse.json(body)));

describe('/shariah-governance', () => {
  test('English: the fixed text, each advisor with photo or initial, and the registration details', async () => {
    answer();
    await renderRoute('/shariah-governance', { lng: 'en' });
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Shariah governance' })).toBeInTheDocument();
    expect(within(main).getByText('Asset-backed')).toBeInTheDocument();
    const advisors = await within(main).findByRole('region', { name: 'Our Shariah advisors' });
    expect(
      within(advisors)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Dr. Nusrat Jahan', 'Mufti Abdullah']);
    expect(within(advisors).getByText('PhD in Islamic Economics')).toBeInTheDocument();
    // No photo: the name's initial, not the title's.
    expect(within(advisors).getByText('N')).toBeInTheDocument();
    expect(within(advisors).getByRole('img', { name: 'Photo of Mufti Abdullah' })).toHaveAttribute('src', '/uploads/abdullah.jpg');
    const company = within(main).getByRole('region', { name: 'Company registration' });
    expect(within(company).getByText('Halal Invest Limited')).toBeInTheDocument();
    expect(within(company).getByText('C-178245/2021')).toBeInTheDocument();
    expect(within(company).queryByText('BIN')).not.toBeInTheDocument();
    expect(within(company).getByRole('link', { name: 'support@halalinvest.com.bd' })).toHaveAttribute('href', 'mailto:support@halalinvest.com.bd');
    expect(document.title).toBe('Shariah governance · Halal Invest');
  });

  test('Bengali: the Bengali field where an admin wrote one, the English where it is empty', async () => {
    answer();
    await renderRoute('/shariah-governance', { lng: 'bn' });
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'শরিয়াহ তত্ত্বাবধান' })).toBeInTheDocument();
    const advisors = await within(main).findByRole('region', { name: 'আমাদের শরিয়াহ উপদেষ্টা' });
    expect(
      within(advisors)
        .getAllByRole('heading', { level: 3 })
        .map((h) => [h.textContent, h.getAttribute('lang')]),
    ).toEqual([
      ['ড. নুসরাত জাহান', 'bn'],
      ['Mufti Abdullah', 'en'],
    ]);
    expect(within(advisors).getByText('PhD in Islamic Economics')).toHaveAttribute('lang', 'en');
    expect(within(advisors).getByText('ফিকহে তাকমিল')).toHaveAttribute('lang', 'bn');
    const company = within(main).getByRole('region', { name: 'কোম্পানির রেজিস্ট্রেশন' });
    expect(within(company).getByText('হালাল ইনভেস্ট লিমিটেড')).toBeInTheDocument();
    expect(within(company).getByText('House 12, Road 7, Dhanmondi, Dhaka 1205')).toHaveAttribute('lang', 'en');
  });

  test('before anything is saved the page says the details will follow', async () => {
    answer({ company: null, advisors: [], contracts: [] });
    await renderRoute('/shariah-governance', { lng: 'en' });
    expect(await screen.findByText('The Shariah board will be listed here soon.')).toBeInTheDocument();
    expect(screen.getByText("The company's registration details will be shown here soon.")).toBeInTheDocument();
  });
});

test('/terms: the terms with the eligibility section and a link to the risk disclosure', async () => {
  await renderRoute('/terms', { lng: 'en' });
  const main = screen.getByRole('main');
  expect(await within(main).findByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeInTheDocument();
  expect(within(main).getByRole('heading', { level: 2, name: '1. Who can invest' })).toBeInTheDocument();
  expect(within(main).getByRole('link', { name: 'Read the risk disclosure' })).toHaveAttribute('href', '/risk-disclosure');
  expect(document.title).toBe('Terms and conditions · Halal Invest');
});
