import type { Kysely } from 'kysely';
import { line, newPdf, paragraph } from '../../services/pdf/pdf-text';
import type { FileStorage } from '../../services/storage/file-storage';
import { newId } from '../ids';
import type { Database, NewProject } from '../schema';

/**
 * The first demo project carries its key facts and one
 * document, so `npm start` shows the Bengali page, the Key facts block and the Documents section.
 */
export const demoProjectExtras: Pick<NewProject, 'contract_type' | 'term_months' | 'maturity_date' | 'payout_frequency' | 'minimum_investment'> = {
  contract_type: 'musharaka',
  term_months: 36,
  maturity_date: '2029-06-30',
  payout_frequency: 'quarterly',
  minimum_investment: 5_000_000, // ৳50,000 in poisha, the project's smallest option
};

const DEMO_TITLE = 'Shariah board approval (demo)';

/** A one-page PDF made with the statements' PDF writer; it says plainly that it is a demo. */
export function demoDocumentPdf(): Promise<Buffer> {
  const doc = newPdf(DEMO_TITLE);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  line(doc, DEMO_TITLE, 40, 60, { size: 16, weight: 'bold' });
  paragraph(
    doc,
    'Demo document. This file stands in for the Shariah supervisory board approval an administrator uploads for a real project. It approves nothing and is shown only so the Documents section has something to open.',
    40,
    100,
    515,
    11,
  );
  doc.end();
  return done;
}

/** Stores the demo PDF privately and lists it under `projectId`, as an admin's upload would. */
export async function seedDemoDocument(db: Kysely<Database>, storage: FileStorage, projectId: string, createdAt: string): Promise<void> {
  const pdf = await demoDocumentPdf();
  const id = newId();
  const key = `project-documents/${id}.pdf`;
  await storage.putPrivate(key, pdf, 'application/pdf');
  await db
    .insertInto('project_documents')
    .values({
      id,
      project_id: projectId,
      kind: 'shariah_approval',
      title: DEMO_TITLE,
      title_bn: 'শরিয়াহ বোর্ডের অনুমোদন (নমুনা)',
      storage_key: key,
      size_bytes: pdf.length,
      uploaded_by: null,
      created_at: createdAt,
    })
    .execute();
}
