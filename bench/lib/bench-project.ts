import type { Insertable } from 'kysely';
import { nowIso } from '../../src/server/db/ids';
import type { ProjectsTable } from '../../src/server/db/schema';

/**
 * A project row as the benches need it: takes investments of ৳1 and up (a funding target far above
 * what any bench puts in; without a target a project is a showcase and refuses investments).
 */
export function benchProject(id: string, title: string, extra: Partial<Insertable<ProjectsTable>> = {}): Insertable<ProjectsTable> {
  const now = nowIso();
  return {
    id,
    title,
    price: '1000',
    description: 'Bench project',
    default_image: '',
    gallery_images: '[]',
    target_achieved: 0,
    roi: 10,
    investment_options: '[1]',
    funding_target: 10_000_000_000,
    created_at: now,
    updated_at: now,
    ...extra,
  };
}
