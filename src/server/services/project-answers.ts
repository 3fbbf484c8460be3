import type { Kysely } from 'kysely';
import type { ProjectDto } from '../../shared/api-types';
import { toProjectDto } from '../db/repositories/projects';
import type { Database, ProjectRow } from '../db/schema';
import { investorCounts } from '../money/reads/figures';

/** Projects as the API answers them, with each one's investor count read from its holding accounts. */
export async function projectAnswers(db: Kysely<Database>, rows: readonly ProjectRow[]): Promise<ProjectDto[]> {
  const counts = await investorCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toProjectDto(row, counts.get(row.id) ?? 0));
}

export async function projectAnswer(db: Kysely<Database>, row: ProjectRow): Promise<ProjectDto> {
  const [dto] = await projectAnswers(db, [row]);
  return dto as ProjectDto;
}
