import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SettingsTab } from '../../../../src/client/features/admin/settings/components/settings-tab';
import { DEFAULT_CONTRACT_TEXTS } from '../../../../src/shared/contract-defaults';
import { CONTRACT_TYPES } from '../../../../src/shared/project-facts';
import type { TrustResponse } from '../../../../src/shared/trust-types';
import { server, setupApiServer } from '../../api-server';
import { axeViolations } from '../../axe';
import { renderWithProviders } from '../admin-test-utils';

setupApiServer();
jest.setTimeout(30000);

const COMPANY = {
  legalName: 'Halal Invest Limited',
  legalNameBn: 'হালাল ইনভেস্ট লিমিটেড',
  registrationNumber: 'C-178245/2021',
  tradeLicenceNumber: 'TRAD/DNCC/045812/2021',
  tin: '418526739051',
  bin: null,
  address: 'House 12, Road 7, Dhanmondi, Dhaka 1205',
  addressBn: 'বাড়ি ১২, রোড ৭, ধানমন্ডি, ঢাকা ১২০৫',
  phone: '+880 9612-345678',
  email: 'support@halalinvest.com.bd',
  signatoryName: null,
  signatoryNameBn: null,
  signatoryTitle: null,
  signatoryTitleBn: null,
  signatureUrl: '',
  updatedAt: '2026-11-28T07:00:00.000Z',
};

const TRUST: TrustResponse = {
  company: COMPANY,
  advisors: [],
  contracts: CONTRACT_TYPES.map((type) => ({ contractType: type, ...DEFAULT_CONTRACT_TEXTS[type], updatedAt: '2026-11-28T07:00:00.000Z' })),
};

/** Answers GET /api/trust and records the PUTs of the company and the contract texts. */
function settingsServer() {
  const puts: { url: string; body: Record<string, unknown> }[] = [];
  server.use(
    http.get('http://localhost/api/trust', () => HttpResponse.json(TRUST)),
    http.put('http://localhost/api/trust/company', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      puts.push({ url: request.url, body });
      return HttpResponse.json({ company: { ...COMPANY, ...body, updatedAt: '2026-11-28T08:00:00.000Z' } });
    }),
    http.put('http://localhost/api/trust/contracts/:type', async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      puts.push({ url: request.url, body });
      return HttpResponse.json({ contract: { contractType: params.type, ...body, updatedAt: '2026-11-28T08:00:00.000Z' } });
    }),
  );
  return puts;
}

const byId = (id: string) => document.getElementById(id) as HTMLInputElement;
/** Pasted, not typed letter by letter: these are long texts, and what is tested is the form, not the keyboard. */
const enter = async (field: HTMLElement, text: string) => {
  await userEvent.click(field);
  await userEvent.paste(text);
};

describe('Settings: the signatory and the contract texts (one source for official facts)', () => {
  test('the signatory is saved with the company details', async () => {
    const puts = settingsServer();
    await renderWithProviders(<SettingsTab />);
    const company = await screen.findByRole('form', { name: 'Company' });
    expect(within(company).getByRole('group', { name: 'Authorised signatory' })).toBeInTheDocument();
    await enter(byId('company-settings-signatoryName'), 'Farhana Rahman');
    await enter(byId('company-settings-signatoryTitle'), 'Managing Director');
    await enter(byId('company-settings-signatoryNameBn'), 'ফারহানা রহমান');
    expect(screen.getByLabelText('Signatory name (Bengali)')).toHaveValue('ফারহানা রহমান');
    await userEvent.click(within(company).getByRole('button', { name: 'Save company details' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.body).toMatchObject({
      legalName: 'Halal Invest Limited',
      signatoryName: 'Farhana Rahman',
      signatoryNameBn: 'ফারহানা রহমান',
      signatoryTitle: 'Managing Director',
      signatoryTitleBn: null,
      signatureUrl: '',
    });
    expect(await screen.findByText('Company details saved')).toBeInTheDocument();
  });

  test('a contract type is chosen, its text shown and saved; a blank required text is refused before any request', async () => {
    const puts = settingsServer();
    await renderWithProviders(<SettingsTab />);
    const contracts = await screen.findByRole('form', { name: 'Contract texts' });
    // Mudarabah first, as seeded.
    expect(byId('contract-settings-companyRole')).toHaveValue(DEFAULT_CONTRACT_TEXTS.mudaraba.companyRole);
    await userEvent.click(screen.getByRole('combobox', { name: 'Contract type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Musharaka (partnership)' }));
    const role = byId('contract-settings-companyRole');
    await waitFor(() => expect(role).toHaveValue(DEFAULT_CONTRACT_TEXTS.musharaka.companyRole));

    const sharingBn = byId('contract-settings-sharingBn');
    await userEvent.clear(sharingBn);
    await userEvent.click(within(contracts).getByRole('button', { name: 'Save the Musharaka (partnership) text' }));
    expect(await within(contracts).findByText('This field is required.')).toBeInTheDocument();
    expect(puts).toHaveLength(0);

    await enter(sharingBn, 'অংশীদাররা লাভ-লোকসান মূলধন অনুযায়ী ভাগ করেন।');
    await userEvent.clear(role);
    await enter(role, '{company} is the managing partner.');
    await userEvent.click(within(contracts).getByRole('button', { name: 'Save the Musharaka (partnership) text' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.url).toBe('http://localhost/api/trust/contracts/musharaka');
    expect(puts[0]!.body).toEqual({
      sharing: DEFAULT_CONTRACT_TEXTS.musharaka.sharing,
      sharingBn: 'অংশীদাররা লাভ-লোকসান মূলধন অনুযায়ী ভাগ করেন।',
      companyRole: '{company} is the managing partner.',
      companyRoleBn: DEFAULT_CONTRACT_TEXTS.musharaka.companyRoleBn,
    });
    expect(await screen.findByText('Contract text saved')).toBeInTheDocument();
  });

  test('in Bengali, with no axe violations', async () => {
    settingsServer();
    const { container } = await renderWithProviders(<SettingsTab />, { lng: 'bn' });
    expect(await screen.findByRole('form', { name: 'চুক্তির বিবরণ' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'অনুমোদিত স্বাক্ষরকারী' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
