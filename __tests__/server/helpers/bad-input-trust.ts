import type { FastifyInstance } from 'fastify';
import type { TestUser } from './users';

/** Issue 18's trust settings in the bad-input world: the company saved once and one advisor to aim at. */
export interface TrustWorld {
  ids: string[];
  validBodies: Record<string, Record<string, unknown>>;
  targetPaths: Record<string, string>;
}

/** A valid company section, shared by the trust tests and the bad-input world. */
export const COMPANY = {
  legalName: 'Halal Invest Limited',
  legalNameBn: 'হালাল ইনভেস্ট লিমিটেড',
  registrationNumber: 'C-178245/2021',
  tradeLicenceNumber: 'TRAD/DNCC/045812/2021',
  tin: '418526739051',
  bin: '004518273-0101',
  address: 'House 12, Road 7, Dhanmondi, Dhaka 1205',
  addressBn: 'বাড়ি ১২, রোড ৭, ধানমন্ডি, ঢাকা ১২০৫',
  phone: '+880 9612-345678',
  email: 'support@halalinvest.com.bd',
};
const ADVISOR = {
  name: 'Dr. Nusrat Jahan',
  nameBn: 'ড. নুসরাত জাহান',
  credentials: 'PhD in Islamic Economics',
  credentialsBn: 'ইসলামী অর্থনীতিতে পিএইচডি',
  photoUrl: '',
  displayOrder: 1,
};

/** A valid contract text (issue 30). */
export const CONTRACT = {
  sharing: 'Partners share profit {share}% / {rest}% and loss by capital.',
  sharingBn: 'অংশীদাররা মুনাফা {share}% / {rest}% আর লোকসান মূলধন অনুযায়ী ভাগ করেন।',
  companyRole: '{company} is the managing partner.',
  companyRoleBn: '{company} পরিচালনাকারী অংশীদার।',
};

async function call(app: FastifyInstance, as: TestUser, method: 'POST' | 'PUT', url: string, payload: object, status: number) {
  const res = await app.inject({ method, url, payload, headers: as.headers });
  if (res.statusCode !== status) throw new Error(`seeding: ${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

export async function seedTrust(app: FastifyInstance, admin: TestUser): Promise<TrustWorld> {
  await call(app, admin, 'PUT', '/api/trust/company', COMPANY, 200);
  const advisor = (await call(app, admin, 'POST', '/api/trust/advisors', ADVISOR, 201)).advisor._id as string;
  return {
    ids: [advisor],
    validBodies: {
      'PUT /api/trust/company': COMPANY,
      'POST /api/trust/advisors': ADVISOR,
      'PUT /api/trust/advisors/{id}': ADVISOR,
      'PUT /api/trust/contracts/{type}': CONTRACT,
    },
    targetPaths: {
      'PUT /api/trust/contracts/{type}': '/api/trust/contracts/musharaka',
      'PUT /api/trust/advisors/{id}': `/api/trust/advisors/${advisor}`,
      'DELETE /api/trust/advisors/{id}': `/api/trust/advisors/${advisor}`,
    },
  };
}
