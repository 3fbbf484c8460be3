import type { Kysely } from 'kysely';
import type { CertificateVerificationDto } from '../../../shared/certificate-verify';
import { poishaToBdt } from '../../../shared/money';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http-error';

export const certificateNotFound = () => new HttpError(404, 'No certificate has this number. Check it against the paper, letter by letter.', 'CERTIFICATE_NOT_FOUND');

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** "Rahim Ahmed" → "Ra*** Ah***": the first two letters of each name (whole Bengali letters, signs and all). */
export function maskedName(fullname: string): string {
  return fullname
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(
      (word) =>
        `${Array.from(graphemes.segment(word), (part) => part.segment)
          .slice(0, 2)
          .join('')}***`,
    )
    .join(' ');
}

/**
 * What a certificate's public check confirms: found only by its exact number, and only what the paper
 * itself says (a masked holder, the project, the capital invested, since when, and whether it is done).
 */
export async function verifyCertificate(db: Kysely<Database>, number: string): Promise<CertificateVerificationDto> {
  const row = await db
    .selectFrom('certificates as c')
    .innerJoin('accounts as a', 'a.id', 'c.account_id')
    .innerJoin('projects as p', 'p.id', 'a.project_id')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['c.number', 'a.id as accountId', 'u.fullname', 'p.id as projectId', 'p.title', 'p.title_bn', 'p.completed_at'])
    .where('c.number', '=', number)
    .executeTakeFirst();
  if (!row) throw certificateNotFound();
  const totals = await db
    .selectFrom('transfers')
    .select((eb) => [eb.fn.sum<number | string | null>('amount').as('sum'), eb.fn.min('created_at').as('first')])
    .where('credit_account_id', '=', row.accountId)
    .where('kind', '=', 'investment')
    .executeTakeFirstOrThrow();
  if (!totals.first) throw certificateNotFound();
  return {
    number: row.number,
    holder: maskedName(row.fullname),
    projectId: row.projectId,
    projectTitle: row.title,
    projectTitleBn: row.title_bn,
    amount: poishaToBdt(Number(totals.sum)),
    since: totals.first,
    status: row.completed_at ? 'completed' : 'active',
    completedAt: row.completed_at,
  };
}
