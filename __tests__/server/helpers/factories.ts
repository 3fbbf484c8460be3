import type { Kysely } from 'kysely';
import { newId } from '../../../src/server/db/ids';
import type { Database, NewProject } from '../../../src/server/db/schema';

let counter = 0;

/** Inserts a project with sensible values; `overrides` wins. Returns the inserted row values. */
export async function insertTestProject(db: Kysely<Database>, overrides: Partial<NewProject> = {}): Promise<NewProject> {
  counter += 1;
  const createdAt = new Date(Date.UTC(2026, 0, counter)).toISOString();
  const row: NewProject = {
    id: newId(),
    title: `Test project ${counter}`,
    location: 'Dhaka',
    price: '500000',
    description: 'A'.repeat(120),
    default_image: `/uploads/test/${counter}.jpg`,
    gallery_images: JSON.stringify([`/uploads/test/${counter}.jpg`, 'https://cdn.example.com/x.jpg']),
    target_achieved: 40,
    raised_amount: 1_234_550,
    roi: 12.5,
    investment_options: JSON.stringify([50000, 100000]),
    created_at: createdAt,
    updated_at: createdAt,
    ...overrides,
  };
  await db.insertInto('projects').values(row).execute();
  return row;
}
