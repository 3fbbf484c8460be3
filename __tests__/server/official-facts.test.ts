import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { DEFAULT_CONTRACT_TEXTS } from '../../src/shared/contract-defaults';
import { bangladeshToday } from '../../src/server/money/distributions/bangladesh-days';
import { COMPANY, CONTRACT } from './helpers/bad-input-trust';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { fundWallet } from './helpers/money';
import { hasPoppler, pdfPageCount, pdfText } from './helpers/pdf-render';
import { createProjectViaApi } from './helpers/project-api';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { createTestUser } from './helpers/users';

notePostgresSkip();

/** What COMPANY_* say: the papers must not print it once an admin saved the company in Settings. */
const ENV_COMPANY = { COMPANY_NAME: 'Env Company Ltd.', COMPANY_ADDRESS: 'Gulshan Avenue, Dhaka 1212' };
const SIGNATORY = { signatoryName: 'Farhana Rahman', signatoryNameBn: 'ফারহানা রহমান', signatoryTitle: 'Managing Director', signatoryTitleBn: 'ব্যবস্থাপনা পরিচালক' };
const flat = (text: string) => text.replace(/\s+/g, ' ');
/**
 * pdftotext gives Bengali in glyph order (a vowel sign before its consonant), so Bengali words are
 * compared by their letters without vowel signs, virama, nukta and spaces.
 */
const letters = (text: string) => text.replace(/[\u09BC\u09BE-\u09CD\u09D7\s]/g, '');

/** Issue 30: the company, its signatory and each contract's text come from Settings for PDFs and mails. */
describe.each(databaseKinds)('official facts from Settings on %s', (kind) => {
  const app = useAdminAndInvestor(kind, { mail: true, env: ENV_COMPANY, investors: [{ fullname: 'Karim Ahmed' }, { fullname: 'রহিমা খাতুন', language: 'bn' }] });
  const send = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, headers: Record<string, string> = app.admin.headers) =>
    app.ctx.app.inject({ method, url, payload, headers });

  /** A signature image in the public uploads, as the upload route would have stored it. */
  const storeSignature = async () => {
    const png = await sharp({ create: { width: 120, height: 40, channels: 3, background: '#1d3557' } })
      .png()
      .toBuffer();
    const file = path.join(app.ctx.app.config.dataDir, 'uploads', 'signatures', 'seal.png');
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, png);
    return '/uploads/signatures/seal.png';
  };

  const invest = async (index: number, contractType: string) => {
    const project = await createProjectViaApi(app.ctx.app, app.admin, {
      title: `Rice mill ${contractType}`,
      raisedAmount: 0,
      investmentOptions: [1000],
      investorSharePercent: '65',
      contractType,
    });
    const investor = app.investors[index]!;
    await fundWallet(app.ctx.database.db, investor.user.id, app.admin.user.id, 50000);
    const res = await app.ctx.app.inject({
      method: 'POST',
      url: '/api/investment',
      headers: investor.headers,
      payload: { projectId: project._id, amount: 20000, idempotencyKey: `facts-${index}-${contractType}` },
    });
    expect(res.statusCode).toBe(201);
    return { project, investor };
  };
  const certificate = async (index: number, projectId: string) => {
    const res = await app.ctx.app.inject({ method: 'GET', url: `/api/investment/holdings/${projectId}/certificate`, headers: app.investors[index]!.headers });
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  };

  test('every contract type is seeded with its text, and GET /api/trust lists them', async () => {
    const res = await send('GET', '/api/trust', undefined, {});
    expect(res.statusCode).toBe(200);
    const contracts = res.json().contracts as { contractType: string; sharing: string; companyRole: string }[];
    expect(contracts.map((c) => c.contractType)).toEqual(['mudaraba', 'musharaka', 'ijara', 'murabaha']);
    expect(contracts[0]).toMatchObject({ sharing: DEFAULT_CONTRACT_TEXTS.mudaraba.sharing, companyRole: DEFAULT_CONTRACT_TEXTS.mudaraba.companyRole });
    // "Mudarib" belongs to the mudarabah text only.
    for (const contract of contracts.slice(1)) expect(JSON.stringify(contract)).not.toMatch(/mudarib|মুদারিব/i);
  });

  test('before any save the papers fall back to COMPANY_*; after the admin saves, the certificate carries Settings and the musharakah text', async () => {
    const { project } = await invest(0, 'musharaka');
    if (hasPoppler) expect(flat(pdfText(await certificate(0, project._id)))).toContain('Env Company Ltd.');

    const signatureUrl = await storeSignature();
    expect((await send('PUT', '/api/trust/company', { ...COMPANY, ...SIGNATORY, signatureUrl })).statusCode).toBe(200);
    const edited = { ...CONTRACT, companyRole: '{company} runs the project as the managing partner of record.' };
    expect((await send('PUT', '/api/trust/contracts/musharaka', edited)).statusCode).toBe(200);

    const pdf = await certificate(0, project._id);
    // The seal is embedded as an image.
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
    if (!hasPoppler) return;
    expect(pdfPageCount(pdf)).toBe(1);
    const text = flat(pdfText(pdf));
    for (const words of [
      COMPANY.legalName,
      COMPANY.address,
      `RJSC registration no.: ${COMPANY.registrationNumber}`,
      'Farhana Rahman',
      'Managing Director',
      `For ${COMPANY.legalName}`,
      'under a Musharaka contract',
      'Contract terms (Musharaka)',
      'Partners share profit 65% / 35% and loss by capital.',
      `${COMPANY.legalName} runs the project as the managing partner of record.`,
    ])
      expect(text).toContain(words);
    expect(text).not.toContain('Env Company');
    expect(text).not.toContain('Gulshan');
    expect(text).not.toMatch(/mudarib|mudarabah/i);
  });

  test('a Bengali certificate and statement carry the Bengali name, address and signatory', async () => {
    expect((await send('PUT', '/api/trust/company', { ...COMPANY, ...SIGNATORY })).statusCode).toBe(200);
    const { project } = await invest(1, 'mudaraba');
    const pdf = await certificate(1, project._id);
    const statement = await app.ctx.app.inject({
      method: 'GET',
      url: `/api/statement?format=pdf&from=${bangladeshToday()}&to=${bangladeshToday()}`,
      headers: app.investors[1]!.headers,
    });
    expect(statement.statusCode).toBe(200);
    if (!hasPoppler) return;
    const text = pdfText(pdf);
    for (const words of [COMPANY.legalNameBn, COMPANY.addressBn, 'ফারহানা রহমান', 'ব্যবস্থাপনা পরিচালক', 'মুদারাবা', 'মুদারিব', '৬৫%', '৩৫%'])
      expect(letters(text)).toContain(letters(words));
    expect(text).toContain(COMPANY.registrationNumber);
    expect(text).not.toContain(COMPANY.address);
    const header = pdfText(statement.rawPayload);
    for (const words of [COMPANY.legalNameBn, COMPANY.addressBn, `আরজেএসসি নিবন্ধন`]) expect(letters(header)).toContain(letters(words));
    expect(header).toContain(COMPANY.registrationNumber);
    expect(header).not.toContain('Env Company');
    expect(header).not.toContain(COMPANY.legalName);
  });

  test("mails end with the company as Settings states it, in the reader's language", async () => {
    expect((await send('PUT', '/api/trust/company', COMPANY)).statusCode).toBe(200);
    const english = await createTestUser(app.ctx.database.db);
    const bengali = await createTestUser(app.ctx.database.db, { language: 'bn' });
    const project = await createProjectViaApi(app.ctx.app, app.admin, { title: 'Dairy farm', raisedAmount: 0, investmentOptions: [1000], contractType: 'musharaka' });
    for (const user of [english, bengali]) {
      await fundWallet(app.ctx.database.db, user.user.id, app.admin.user.id, 5000);
      const res = await app.ctx.app.inject({
        method: 'POST',
        url: '/api/investment',
        headers: user.headers,
        payload: { projectId: project._id, amount: 2000, idempotencyKey: `mail-${user.user.id}` },
      });
      expect(res.statusCode).toBe(201);
    }
    expect((await send('POST', `/api/project/${project._id}/complete`, {})).statusCode).toBe(200);
    const en = await app.sink.nextMail(english.user.email);
    expect(en.text).toContain(`${COMPANY.legalName}\n${COMPANY.address}\nRJSC registration no. ${COMPANY.registrationNumber}\n${COMPANY.phone}`);
    expect(en.html).toContain(COMPANY.address);
    expect(en.text).not.toContain('Gulshan');
    const bn = await app.sink.nextMail(bengali.user.email);
    expect(bn.text).toContain(`${COMPANY.legalNameBn}\n${COMPANY.addressBn}\nআরজেএসসি নিবন্ধন নম্বর ${COMPANY.registrationNumber}`);
  });

  test('contract texts: admin only, all four fields required, unknown types and fields refused, each change audited', async () => {
    const investor = app.investors[0]!;
    expect((await send('PUT', '/api/trust/contracts/musharaka', CONTRACT, investor.headers)).statusCode).toBe(403);
    expect((await send('PUT', '/api/trust/contracts/musharaka', CONTRACT, {})).statusCode).toBe(401);
    const unknown = await send('PUT', '/api/trust/contracts/riba', CONTRACT);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Contract type must be one of: mudaraba, musharaka, ijara, murabaha');
    const blank = await send('PUT', '/api/trust/contracts/musharaka', { ...CONTRACT, sharingBn: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('Bengali profit and loss sharing is required.');
    const long = await send('PUT', '/api/trust/contracts/musharaka', { ...CONTRACT, companyRole: 'x'.repeat(1001) });
    expect(long.json().message).toContain("The company's role must be at most 1000 characters.");
    expect((await send('PUT', '/api/trust/contracts/musharaka', { ...CONTRACT, extra: 1 })).statusCode).toBe(400);
    // Nothing changed by the refusals.
    const before = (await send('GET', '/api/trust', undefined, {})).json().contracts[1];
    expect(before.sharing).toBe(DEFAULT_CONTRACT_TEXTS.musharaka.sharing);

    const saved = await send('PUT', '/api/trust/contracts/musharaka', CONTRACT);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ contract: { contractType: 'musharaka', ...CONTRACT, updatedAt: expect.any(String) } });
    expect((await send('PUT', '/api/trust/contracts/musharaka', CONTRACT)).statusCode).toBe(200);
    const events = await app.ctx.database.db.selectFrom('audit_events').selectAll().where('action', '=', 'contract_text_changed').execute();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ target_type: 'contract_text', target_id: 'musharaka' });
  });

  test('the signatory and its image are saved, and a signature URL that is not an image address is refused', async () => {
    const bad = await send('PUT', '/api/trust/company', { ...COMPANY, signatureUrl: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Signature or seal must be an http(s) URL or an uploaded file.');
    const tooLong = await send('PUT', '/api/trust/company', { ...COMPANY, signatoryName: 'n'.repeat(121) });
    expect(tooLong.json().message).toContain('Signatory name must be at most 120 characters.');
    const saved = await send('PUT', '/api/trust/company', { ...COMPANY, ...SIGNATORY, signatureUrl: '/uploads/signatures/seal.png' });
    expect(saved.json().company).toMatchObject({ ...SIGNATORY, signatureUrl: '/uploads/signatures/seal.png' });
  });
});
