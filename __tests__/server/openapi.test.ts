import * as yup from 'yup';
import { yupToJsonSchema } from '../../src/server/openapi/yup-to-json-schema';
import { createTestContext, type TestContext } from './helpers/test-app';

describe('yupToJsonSchema', () => {
  test('converts the rules the route schemas use', () => {
    const schema = yup
      .object({
        amount: yup.number().positive().max(100).required(),
        count: yup.number().integer().min(1),
        email: yup.string().email().max(254).required(),
        code: yup.string().matches(/^\d{6}$/),
        status: yup.string().oneOf(['approved', 'rejected']).required(),
        note: yup.string().nullable(),
        tags: yup.array(yup.string()).max(3),
      })
      .noUnknown();
    expect(yupToJsonSchema(schema)).toEqual({
      type: 'object',
      additionalProperties: false,
      required: ['amount', 'email', 'status'],
      properties: {
        amount: { type: 'number', exclusiveMinimum: 0, maximum: 100 },
        count: { type: 'integer', minimum: 1 },
        email: { type: 'string', format: 'email', maxLength: 254 },
        code: { type: 'string', pattern: '^\\d{6}$' },
        status: { type: 'string', enum: ['approved', 'rejected'] },
        note: { type: ['string', 'null'] },
        tags: { type: 'array', items: { type: 'string' }, maxItems: 3 },
      },
    });
  });

  test('anything that is not a yup schema is left out', () => {
    expect(yupToJsonSchema({ type: 'object' })).toBeUndefined();
    expect(yupToJsonSchema(undefined)).toBeUndefined();
  });
});

describe('/api/docs', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
  });
  afterAll(async () => {
    await ctx.close();
  });

  test('serves an OpenAPI document generated from the routes, with their access levels', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.0.3');
    expect(doc.paths['/api/project/list'].get.description).toBe('Access: public');
    expect(doc.paths['/api/withdrawals/pending-count'].get.description).toBe('Access: admin');
    expect(doc.paths['/api/project/{id}'].get.parameters).toEqual([
      expect.objectContaining({ in: 'path', name: 'id', required: true, schema: { type: 'string', pattern: '^[0-9a-f]{24}$' } }),
    ]);
    // Every documented operation states who may call it.
    for (const [path, operations] of Object.entries<Record<string, { description?: string }>>(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect([path, method, operation.description]).toEqual([path, method, expect.stringMatching(/^Access: (public|user|admin)$/)]);
      }
    }
  });

  test('documents request bodies from the shared yup schemas', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const login = doc.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema).toMatchObject({ required: ['email', 'password'], additionalProperties: false });
  });

  test('serves the documentation page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});
