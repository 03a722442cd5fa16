/**
 * Job recommendations (spec §7 Recommendations). For a candidate: the live jobs that share the most with what they
 * showed interest in during the last RECOMMENDATION_LIMITS.interestDays — the skills, categories and cities of the jobs
 * they saved (weighing 3) and opened (1), working from anywhere, and the results of their saved searches — each with
 * the reasons in the caller's language ('Matches your saved search "Kasir"', 'Asks for 2 skills of jobs you saved or
 * opened: Python, SQL'). Jobs they saved or opened are not recommended back. Whatever is left, and everything for a
 * guest (or a candidate who did nothing yet), is the popular new jobs: posted in the last
 * RECOMMENDATION_LIMITS.popularDays days, the most viewed first.
 *
 * The candidate's profile joins these interests, weighing as a saved job: its skills, the cities the candidate wants to
 * work in (and, less, the one they live in) and working from anywhere; the reasons then say so ('Asks for 2 of your
 * skills: Python, SQL', 'In Bandung, where you want to work').
 */
import {
  RECOMMENDATION_LIMITS as LIMITS,
  type RecommendationReason,
} from '../../../common/constants/recommendations.js';
import type { Language } from '../../../common/locales/index.js';
import type { SavedSearchInput } from '../../../common/schemas/savedSearches.js';
import type { AuthUser } from '../../auth/sessions.js';
import type { Db } from '../../db/connect.js';
import type { Job } from '../../db/database.js';
import { translator } from '../../http/language.js';
import { toJobCard } from '../jobs/docs.js';
import { jobRelations, jobsByIds, liveJobs } from '../jobs/repository.js';
import { searchScope } from '../jobs/search/index.js';
import { findProfile, preferredCitiesOf, skillsOf } from '../candidateProfile/repository.js';
import {
  categoryNames,
  cityNames,
  interestWeights,
  jobsSharing,
  newestSavedSearches,
  popularJobs,
  savedJobIds,
  skillsAndCities,
} from './repository.js';

const DAY_MS = 86_400_000;
const MAX_REASONS = 3;

interface Reason {
  code: RecommendationReason;
  text: string;
}
interface Ranked {
  job: Job;
  reasons: Reason[];
  score: number;
}
/** `mine`: from the candidate's profile (the reason says so), not only from what they did. */
type Named = { weight: number; name: string; mine?: 'skill' | 'home' | 'preferred' };
/** What the profile weighs: as much as a saved job; the city lived in less than one chosen to work in. */
const PROFILE_WEIGHT = 3;
const HOME_CITY_WEIGHT = 2;

const nameIn = (lng: Language, row: { nameEn: string; nameId: string }) =>
  lng === 'id' ? row.nameId : row.nameEn;
const add = <K>(map: Map<K, number>, key: K, weight: number) => map.set(key, (map.get(key) ?? 0) + weight);
const heaviest = <K>(map: Map<K, number | Named>, count: number): K[] =>
  [...map.entries()]
    .sort((a, b) => weightOf(b[1]) - weightOf(a[1]))
    .slice(0, count)
    .map(([key]) => key);
const weightOf = (value: number | Named) => (typeof value === 'number' ? value : value.weight);
const isNew = (job: Job, now: Date) =>
  !!job.postedAt && now.getTime() - Date.parse(job.postedAt) < LIMITS.newDays * DAY_MS;

/** A candidate's interests, read from the jobs they saved and opened, and from their profile. */
async function interestsOf(db: Db, userId: number, lng: Language, now: Date) {
  const [weights, profile, profileSkills, preferred] = await Promise.all([
    interestWeights(db, userId, new Date(now.getTime() - LIMITS.interestDays * DAY_MS)),
    findProfile(db, userId),
    skillsOf(db, userId),
    preferredCitiesOf(db, userId),
  ]);
  const jobs = await jobsByIds(db, [...weights.keys()]);
  const { skills, cities } = await skillsAndCities(
    db,
    jobs.map((job) => job.id),
  );
  const skillWeights = new Map<number, Named>();
  for (const skill of skills) {
    const entry = skillWeights.get(skill.id) ?? { weight: 0, name: nameIn(lng, skill) };
    entry.weight += weights.get(skill.jobId) ?? 0;
    skillWeights.set(skill.id, entry);
  }
  const cityWeights = new Map<number, Named>();
  for (const city of cities) {
    const entry = cityWeights.get(city.cityId) ?? { weight: 0, name: city.name };
    entry.weight += weights.get(city.jobId) ?? 0;
    cityWeights.set(city.cityId, entry);
  }
  const categoryWeights = new Map<number, number>();
  let remote = 0;
  for (const job of jobs) {
    add(categoryWeights, job.categoryId, weights.get(job.id) ?? 0);
    if (job.isRemote === 1) remote += weights.get(job.id) ?? 0;
  }
  const mine = (map: Map<number, Named>, id: number, name: string, weight: number, kind: Named['mine']) => {
    const entry = map.get(id) ?? { weight: 0, name };
    map.set(id, {
      ...entry,
      weight: entry.weight + weight,
      mine: entry.mine === 'preferred' ? 'preferred' : kind,
    });
  };
  for (const skill of profileSkills)
    mine(skillWeights, skill.id, nameIn(lng, skill), PROFILE_WEIGHT, 'skill');
  for (const city of preferred) mine(cityWeights, city.id, city.name, PROFILE_WEIGHT, 'preferred');
  if (profile?.cityId) {
    const [home] = await cityNames(db, [profile.cityId]);
    if (home) mine(cityWeights, home.id, home.name, HOME_CITY_WEIGHT, 'home');
  }
  const remoteMine = profile?.prefersRemote === 1;
  if (remoteMine) remote += PROFILE_WEIGHT;
  return { seen: [...weights.keys()], skillWeights, cityWeights, categoryWeights, remote, remoteMine };
}

/** The newest jobs each of the candidate's newest saved searches finds: job id → the search's name. */
async function savedSearchHits(db: Db, userId: number, now: Date): Promise<Map<number, string>> {
  const hits = new Map<number, string>();
  for (const saved of await newestSavedSearches(db, userId, LIMITS.searches)) {
    const { query } = searchScope(
      db,
      saved.search,
      JSON.parse(saved.filter) as SavedSearchInput['filter'],
      now,
    );
    const rows = await query.select('jobs.id').orderBy('jobs.postedAt', 'desc').limit(20).execute();
    for (const { id } of rows) if (!hits.has(id)) hits.set(id, saved.name);
  }
  return hits;
}

/** The candidate's recommendations, the best first, and the jobs never to recommend them (saved or opened). */
async function rankForCandidate(db: Db, userId: number, lng: Language, now: Date) {
  const t = translator(lng);
  const [interests, saved, hits] = await Promise.all([
    interestsOf(db, userId, lng, now),
    savedJobIds(db, userId),
    savedSearchHits(db, userId, now),
  ]);
  const { skillWeights, cityWeights, categoryWeights, remote, remoteMine } = interests;
  const excluded = [...new Set([...interests.seen, ...saved])];
  const skip = new Set(excluded);
  const pool = await jobsSharing(
    db,
    {
      skillIds: heaviest(skillWeights, 20),
      categoryIds: heaviest(categoryWeights, 5),
      cityIds: heaviest(cityWeights, 5),
      remote: remote > 0,
    },
    excluded,
    LIMITS.poolSize,
    now,
  );
  const inPool = new Set(pool.map((job) => job.id));
  const missing = [...hits.keys()].filter((id) => !inPool.has(id) && !skip.has(id));
  if (missing.length)
    pool.push(...(await liveJobs(db, now).selectAll('jobs').where('jobs.id', 'in', missing).execute()));

  const { skills, cities } = await skillsAndCities(
    db,
    pool.map((job) => job.id),
  );
  const categories = new Map(
    (await categoryNames(db, [...categoryWeights.keys()])).map((row) => [row.id, nameIn(lng, row)]),
  );
  const topCategory = Math.max(1, ...categoryWeights.values());
  const ranked: Ranked[] = [];
  for (const job of pool) {
    if (skip.has(job.id)) continue;
    const reasons: Reason[] = [];
    let score = 0;
    const search = hits.get(job.id);
    if (search !== undefined) {
      score += 4;
      reasons.push({ code: 'SAVED_SEARCH', text: t('messages:reason.savedSearch', { name: search }) });
    }
    const shared = skills
      .filter((skill) => skill.jobId === job.id && skillWeights.has(skill.id))
      .sort((a, b) => skillWeights.get(b.id)!.weight - skillWeights.get(a.id)!.weight);
    if (shared.length) {
      score += 1.5 * Math.min(shared.length, 4);
      // The candidate's own skills are named first, and said to be theirs.
      const own = shared.filter((skill) => skillWeights.get(skill.id)!.mine);
      const named = own.length ? own : shared;
      const names = named.slice(0, 3).map((skill) => skillWeights.get(skill.id)!.name);
      const text = t(own.length ? 'messages:reason.yourSkills' : 'messages:reason.skills', {
        count: named.length,
        skills: names.join(', ') + (named.length > 3 ? '…' : ''),
      });
      reasons.push({ code: 'SKILLS', text });
    }
    const city = cities.find((row) => row.jobId === job.id && cityWeights.has(row.cityId));
    if (city) {
      score += 1.5;
      const kind = cityWeights.get(city.cityId)!.mine;
      const key = kind === 'preferred' ? 'yourCity' : kind === 'home' ? 'homeCity' : 'city';
      reasons.push({ code: 'CITY', text: t(`messages:reason.${key}`, { city: city.name }) });
    } else if (job.isRemote === 1 && remote > 0) {
      score += 1.5;
      reasons.push({
        code: 'REMOTE',
        text: t(remoteMine ? 'messages:reason.yourRemote' : 'messages:reason.remote'),
      });
    }
    const category = categoryWeights.get(job.categoryId);
    if (category) {
      score += (2 * category) / topCategory;
      reasons.push({
        code: 'CATEGORY',
        text: t('messages:reason.category', { category: categories.get(job.categoryId) ?? '' }),
      });
    }
    if (reasons.length === 0) continue;
    if (isNew(job, now)) {
      score += 0.5;
      reasons.push({ code: 'NEW', text: t('messages:reason.new', { count: LIMITS.newDays }) });
    }
    ranked.push({ job, reasons: reasons.slice(0, MAX_REASONS), score });
  }
  ranked.sort((a, b) => b.score - a.score || (b.job.postedAt ?? '').localeCompare(a.job.postedAt ?? ''));
  return { ranked, excluded };
}

/** get-jobs-recommendation (and its guest twin). */
export async function recommend(
  db: Db,
  user: AuthUser | undefined,
  lng: Language,
  limit: number,
  now = new Date(),
) {
  const t = translator(lng);
  const candidate = user?.role === 'CANDIDATE';
  let picked: Ranked[] = [];
  let excluded: number[] = [];
  if (candidate) ({ ranked: picked, excluded } = await rankForCandidate(db, user!.id, lng, now));
  picked = picked.slice(0, limit);
  if (picked.length < limit) {
    const since = new Date(now.getTime() - LIMITS.popularDays * DAY_MS);
    const taken = [...excluded, ...picked.map((entry) => entry.job.id)];
    for (const job of await popularJobs(db, since, taken, limit - picked.length, now)) {
      const reason: Reason =
        job.viewCount > 0
          ? { code: 'POPULAR', text: t('messages:reason.popular') }
          : { code: 'NEW', text: t('messages:reason.new', { count: LIMITS.popularDays }) };
      picked.push({ job, reasons: [reason], score: 0 });
    }
  }
  const jobs = picked.map((entry) => entry.job);
  const relations = await jobRelations(db, jobs, 'card');
  // Saved jobs are never recommended to the candidate: each card is unsaved for them.
  const viewer = candidate ? { member: false, saved: new Set<number>() } : { member: false };
  return picked.map(({ job, reasons }) => ({ job: toJobCard(job, relations, lng, viewer), reasons }));
}
