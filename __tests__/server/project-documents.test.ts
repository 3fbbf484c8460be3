import { fileBody, pngImage } from './helpers/multipart';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { createTestUser, type TestUser } from './helpers/users';

notePostgresSkip();

/** A tiny but well-formed PDF: the server checks only the %PDF- magic bytes. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

describe.each(databaseKinds)('project documents on %s', (kind) => {
  const { ctx, admin, project } = useAdminAndInvestor(kind, { investors: [], project: {} });

  const base = () => `/api/project/${project._id}/documents`;
  const upload = (
    as: TestUser | null,
    data: Buffer,
    query = 'kind=shariah_approval&title=Shariah%20board%20approval&titleBn=%E0%A6%B6%E0%A6%B0%E0%A6%BF%E0%A6%AF%E0%A6%BC%E0%A6%BE%E0%A6%B9',
    filename = 'approval.pdf',
  ) => {
    const body = fileBody(data, filename, 'application/pdf');
    return ctx.app.inject({ method: 'POST', url: `${base()}?${query}`, headers: { ...(as?.headers ?? {}), ...body.headers }, payload: body.payload });
  };
  const list = async () => (await ctx.app.inject({ method: 'GET', url: base() })).json().documents;
  const audit = (action: string) => ctx.database.db.selectFrom('audit_events').selectAll().where('action', '=', action).execute();

  test('an admin uploads a PDF (201); anyone lists and downloads it; the admin removes it; both steps audited', async () => {
    const res = await upload(admin, PDF);
    expect(res.statusCode).toBe(201);
    const document = res.json().document;
    expect(document).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      projectId: project._id,
      kind: 'shariah_approval',
      title: 'Shariah board approval',
      titleBn: 'শরিয়াহ',
      sizeBytes: PDF.length,
      url: `/api/project/${project._id}/documents/${document._id}/file`,
      createdAt: expect.any(String),
    });
    expect(await list()).toEqual([document]);

    const download = await ctx.app.inject({ method: 'GET', url: document.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="Shariah board approval.pdf"; filename*=UTF-8''Shariah%20board%20approval.pdf`);
    expect(download.rawPayload.equals(PDF)).toBe(true);

    const [added] = await audit('project_document_added');
    expect(added).toMatchObject({ actor_id: admin.user.id, target_type: 'project', target_id: project._id });

    const removed = await ctx.app.inject({ method: 'DELETE', url: `${base()}/${document._id}`, headers: admin.headers });
    expect(removed.statusCode).toBe(200);
    expect(await list()).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: document.url })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `${base()}/${document._id}`, headers: admin.headers })).json()).toMatchObject({ code: 'DOCUMENT_NOT_FOUND' });
    expect(await audit('project_document_removed')).toHaveLength(1);
  });

  test('a PNG renamed .pdf is refused with 400 NOT_A_PDF and nothing is stored', async () => {
    const res = await upload(admin, await pngImage());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Only PDF documents are allowed.', code: 'NOT_A_PDF' });
    expect(await list()).toEqual([]);
    expect(await audit('project_document_added')).toEqual([]);
  });

  test.each([
    ['an unknown kind', 'kind=receipt&title=x'],
    ['no title', 'kind=deed'],
    ['an extra field', 'kind=deed&title=x&role=admin'],
  ])('%s in the query is a 400 before the body is read', async (_name, query) => {
    expect((await upload(admin, PDF, query)).statusCode).toBe(400);
    expect(await list()).toEqual([]);
  });

  test('anonymous 401 and investor 403 for upload and remove; 404 for a missing project', async () => {
    const investor = await createTestUser(ctx.database.db);
    expect((await upload(null, PDF)).statusCode).toBe(401);
    expect((await upload(investor, PDF)).statusCode).toBe(403);
    const doc = (await upload(admin, PDF)).json().document;
    expect((await ctx.app.inject({ method: 'DELETE', url: `${base()}/${doc._id}` })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'DELETE', url: `${base()}/${doc._id}`, headers: investor.headers })).statusCode).toBe(403);
    expect(await list()).toHaveLength(1);
    const missing = `/api/project/${'0'.repeat(24)}/documents`;
    expect((await ctx.app.inject({ method: 'GET', url: missing })).statusCode).toBe(404);
  });
});
