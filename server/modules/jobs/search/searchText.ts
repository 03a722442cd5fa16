/**
 * The text a job is found by beyond its own title and description, written into `jobs` for the full-text index
 * (migrations 007 and 029) by every writer of a title or of skills, in the same transaction:
 * - `searchSkills`: its skills' names in both languages, so a search in either finds the job by its skills;
 * - `searchRoots`: the Indonesian roots (`rootsOfText`) of the words of its title and of its skills' Indonesian
 *   names, so 'jahit' finds 'Penjahit', 'kirim' 'Staf Pengiriman', 'kemudi' a job asking for 'Mengemudi'.
 * Changing what goes into the roots needs a migration that forgets the seed's fingerprint: the seed's next run
 * refreshes every job (`refreshSearchRoots`).
 */
import type { Db } from '../../../db/connect.js';
import { rootsOfText } from '../../../db/wordSearch.js';

interface SkillNames {
  nameEn: string;
  nameId: string;
}

export function skillsSearchText(skills: SkillNames[]): string {
  return skills.map((skill) => `${skill.nameEn} ${skill.nameId}`).join(' ');
}

export function searchRootsOf(title: string, skillNamesId: string[]): string {
  return rootsOfText([title, ...skillNamesId].join(' ')).join(' ');
}

const BATCH = 500;

interface Row {
  id: number;
  title: string;
  searchRoots: string;
}

async function refreshRows(db: Db, jobs: Row[]): Promise<number> {
  if (!jobs.length) return 0;
  const skills = await db
    .selectFrom('jobSkills')
    .innerJoin('masters', 'masters.id', 'jobSkills.masterId')
    .select(['jobSkills.jobId', 'masters.nameId'])
    .where(
      'jobSkills.jobId',
      'in',
      jobs.map((job) => job.id),
    )
    .orderBy('jobSkills.jobId')
    .orderBy('jobSkills.position')
    .execute();
  const namesOf = new Map<number, string[]>();
  for (const skill of skills) {
    const names = namesOf.get(skill.jobId);
    if (names) names.push(skill.nameId);
    else namesOf.set(skill.jobId, [skill.nameId]);
  }
  let changed = 0;
  for (const job of jobs) {
    const roots = searchRootsOf(job.title, namesOf.get(job.id) ?? []);
    if (roots === job.searchRoots) continue;
    await db.updateTable('jobs').set({ searchRoots: roots }).where('id', '=', job.id).execute();
    changed += 1;
  }
  return changed;
}

/**
 * Writes `searchRoots` of the jobs `jobIds` (every job when undefined) from their stored title and skills; jobs
 * whose roots did not change are not written. Returns how many changed.
 */
export async function refreshSearchRoots(db: Db, jobIds?: number[]): Promise<number> {
  const columns = ['id', 'title', 'searchRoots'] as const;
  let changed = 0;
  if (jobIds) {
    for (let i = 0; i < jobIds.length; i += BATCH) {
      const ids = jobIds.slice(i, i + BATCH);
      changed += await refreshRows(
        db,
        await db.selectFrom('jobs').select(columns).where('id', 'in', ids).execute(),
      );
    }
    return changed;
  }
  for (let after = 0; ;) {
    const jobs = await db
      .selectFrom('jobs')
      .select(columns)
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (!jobs.length) return changed;
    changed += await refreshRows(db, jobs);
    after = jobs.at(-1)!.id;
  }
}
