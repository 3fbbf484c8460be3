import type { StatementScope, StatementSource } from '../../src/server/services/statements/statement';
import { StatementTotals } from '../../src/server/services/statements/statement-data';
import { statementPdf } from '../../src/server/services/statements/statement-pdf';
import { bangladeshToday, dayNumber, dayText } from '../../src/server/money/distributions/bangladesh-days';
import { hasPdftoppm, hasPoppler, looksDrawn, pdfText, renderFirstPage } from './helpers/pdf-render';
import { idempotencyKey, investorsIn, manyDeposits } from './helpers/statement-fixture';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';

notePostgresSkip();

const plusDays = (day: string, n: number) => dayText(dayNumber(day) + n);
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

describe.each(databaseKinds)('GET /api/statement?format=pdf on %s', (kind) => {
  const {
    ctx,
    admin,
    investors: [investor],
  } = useAdminAndInvestor(kind, { investors: [{ language: 'bn', fullname: 'রহিম উদ্দিন' }] });
  const today = bangladeshToday();

  const pdf = (query: string) => ctx.app.inject({ method: 'GET', url: `/api/statement?format=pdf&${query}`, headers: investor.headers });

  test('a Bengali statement: a PDF attachment that renders to a drawn page', async () => {
    const project = await investorsIn(ctx.app, ctx.database.db, kind, admin, [[investor, 100000, 60000]]);
    const profit = await ctx.app.inject({
      method: 'POST',
      url: `/api/project/${project._id}/distributions`,
      headers: admin.headers,
      payload: { periodStart: today, periodEnd: today, kind: 'profit', amount: 10000, note: '', idempotencyKey: idempotencyKey() },
    });
    expect(profit.statusCode).toBe(201);
    const res = await pdf(`from=${plusDays(today, -30)}&to=${today}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename=statement-${plusDays(today, -30)}-${today}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    if (hasPdftoppm) expect(looksDrawn(renderFirstPage(res.rawPayload, `statement-bn-${kind}`))).toBe(true);
  });

  test('a 5,000-line statement comes out whole, one page after another', async () => {
    await manyDeposits(ctx.database.db, investor.user.id, 5000, `${plusDays(today, -10)}T00:00:00.000Z`);
    const res = await pdf(`from=${plusDays(today, -10)}&to=${today}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pageCount(res.rawPayload)).toBeGreaterThan(90);
  }, 60_000);
});

describe('the PDF writer', () => {
  test('streams: pages are written out before the last lines are read', async () => {
    const received: number[] = [];
    let bytesWhenLastPageAsked = -1;
    async function* pages() {
      for (let p = 0; p < 20; p += 1) {
        if (p === 19) bytesWhenLastPageAsked = received.reduce((a, b) => a + b, 0);
        await new Promise((resolve) => setImmediate(resolve));
        yield Array.from({ length: 250 }, (_, i) => ({
          _id: `l${p}-${i}`,
          createdAt: '2026-01-05T04:00:00.000Z',
          kind: 'deposit' as const,
          direction: 'in' as const,
          description: 'টাকা জমা অনুমোদিত',
          amount: 1,
          walletChange: 1,
          balanceAfter: p * 250 + i + 1,
          reference: 'DEP-ABCDEF12',
        }));
      }
    }
    const scope = { language: 'bn', from: '2026-01-01', to: '2026-01-31', opening: 0, fullname: 'রহিম', customerId: 'iv1' } as StatementScope;
    const source: StatementSource = { scope, pages: pages(), running: { balance: 5000 }, totals: new StatementTotals(), holdings: async () => [] };
    const doc = statementPdf(
      source,
      { name: 'Halal Invest Ltd.', address: 'Dhaka', registrationNumber: null, phone: null, email: null, signatory: null, signatureUrl: '' },
      (e) => {
        throw e;
      },
    );
    doc.on('data', (chunk: Buffer) => received.push(chunk.length));
    await new Promise((resolve, reject) => doc.on('end', resolve).on('error', reject));
    const total = received.reduce((a, b) => a + b, 0);
    // 19 of 20 pages of lines were already written out (not kept) when the last was asked for.
    expect(bytesWhenLastPageAsked).toBeGreaterThan(total * 0.5);
  }, 60_000);

  test("each holding states how its project's own contract shares profit and loss; a holding without one states none", async () => {
    async function* pages() {
      yield [];
    }
    const scope = { language: 'en', from: '2026-01-01', to: '2026-01-31', opening: 0, fullname: 'Rahima Akter', customerId: 'iv1' } as StatementScope;
    const holding = (projectId: string, project: string) => ({ projectId, project, principal: 1000, profit: 0, loss: 0 });
    const asked: Array<[string, string]> = [];
    const source: StatementSource = {
      scope,
      pages: pages(),
      running: { balance: 0 },
      totals: new StatementTotals(),
      holdings: async () => [holding('p1', 'Savar Farm'), holding('p2', 'Old Showcase')],
      contract: async (projectId, company) => {
        asked.push([projectId, company]);
        return projectId === 'p1' ? `Partners share profit 60% to the investors and 40% to ${company}.` : null;
      },
    };
    const doc = statementPdf(
      source,
      { name: 'Halal Invest Ltd.', address: 'Dhaka', registrationNumber: null, phone: null, email: null, signatory: null, signatureUrl: '' },
      (e) => {
        throw e;
      },
    );
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    await new Promise((resolve, reject) => doc.on('end', resolve).on('error', reject));
    expect(asked).toEqual([
      ['p1', 'Halal Invest Ltd.'],
      ['p2', 'Halal Invest Ltd.'],
    ]);
    if (!hasPoppler) return;
    const text = pdfText(Buffer.concat(chunks)).replace(/\s+/g, ' ');
    expect(text).toContain('How profit and loss are shared: Partners share profit 60% to the investors and 40% to Halal Invest Ltd.');
    expect(text.match(/How profit and loss are shared/g)).toHaveLength(1);
  });
});
