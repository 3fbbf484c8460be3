import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DEFAULT_CONTRACT_TEXTS } from '../../../src/shared/contract-defaults';
import { CONTRACT_TYPES } from '../../../src/shared/project-facts';
import type { TrustResponse } from '../../../src/shared/trust-types';
import { server, setupApiServer } from '../api-server';
import { inDialog, investProject, openInvest, renderProjectPage } from './invest-screen';

setupApiServer();
jest.setTimeout(20000);
afterEach(() => localStorage.clear());

/** Settings as an admin left them: the musharakah text edited, the company with a Bengali name. */
const TRUST: TrustResponse = {
  company: {
    legalName: 'Amanah Capital Ltd.',
    legalNameBn: 'আমানাহ ক্যাপিটাল লিমিটেড',
    registrationNumber: 'C-1/2021',
    tradeLicenceNumber: 'TL-1',
    tin: '418526739051',
    bin: null,
    address: 'House 12, Road 7, Dhanmondi, Dhaka 1205',
    addressBn: null,
    phone: '+880 9612-345678',
    email: 'support@example.com',
    signatoryName: null,
    signatoryNameBn: null,
    signatoryTitle: null,
    signatoryTitleBn: null,
    signatureUrl: '',
    updatedAt: '2026-11-28T07:00:00.000Z',
  },
  advisors: [],
  contracts: CONTRACT_TYPES.map((type) => ({
    contractType: type,
    ...DEFAULT_CONTRACT_TEXTS[type],
    ...(type === 'musharaka'
      ? { companyRole: '{company} is a partner of record; the investors keep {share}%.', companyRoleBn: '{company} অংশীদার; বিনিয়োগকারীরা পান {share}%।' }
      : {}),
    updatedAt: '2026-11-28T07:00:00.000Z',
  })),
};

const answerTrust = () => server.use(http.get('http://localhost/api/trust', () => HttpResponse.json(TRUST)));

describe("the project's own contract, from Settings", () => {
  test('a musharakah project page and its invest review state the musharakah text, with the company and the ratio, and no mudarib', async () => {
    answerTrust();
    await renderProjectPage({ project: investProject({ contractType: 'musharaka', investorSharePercent: 65 }) });
    const section = await screen.findByRole('region', { name: 'How the Musharaka (partnership) contract works' });
    expect(within(section).getByText('Amanah Capital Ltd. is a partner of record; the investors keep 65%.')).toBeInTheDocument();
    expect(within(section).getByText(/Each period's profit is shared by the agreed ratio: 65% to the investors, .* and 35% to the company for managing it/)).toBeInTheDocument();
    expect(screen.queryByText(/mudarib/i)).toBeNull();

    await userEvent.type(await openInvest(), '50000');
    await userEvent.click(inDialog().getByRole('button', { name: 'Review' }));
    expect(await inDialog().findByRole('heading', { name: 'How the Musharaka (partnership) contract works' })).toBeInTheDocument();
    expect(inDialog().getByText('Amanah Capital Ltd. is a partner of record; the investors keep 65%.')).toBeInTheDocument();
    expect(inDialog().getByText('Returns are not guaranteed: you may get back less than you invest.')).toBeInTheDocument();
    expect(inDialog().queryByText(/mudarab/i)).toBeNull();
  });

  test('in Bengali: the Bengali text, the Bengali company name and Bengali digits', async () => {
    answerTrust();
    await renderProjectPage({ project: investProject({ contractType: 'musharaka', investorSharePercent: 65 }), lng: 'bn' });
    const section = await screen.findByRole('region', { name: 'মুশারাকা (অংশীদারি) চুক্তি যেভাবে চলে' });
    expect(within(section).getByText('আমানাহ ক্যাপিটাল লিমিটেড অংশীদার; বিনিয়োগকারীরা পান ৬৫%।')).toBeInTheDocument();
  });

  test('a mudarabah project names the company as mudarib', async () => {
    answerTrust();
    await renderProjectPage({ project: investProject({ contractType: 'mudaraba', investorSharePercent: 70 }) });
    const section = await screen.findByRole('region', { name: 'How the Mudaraba (profit sharing; the company manages) contract works' });
    expect(within(section).getByText(/Amanah Capital Ltd\. is the mudarib/)).toBeInTheDocument();
    expect(within(section).getByText(/70% to the investors/)).toBeInTheDocument();
  });
});
