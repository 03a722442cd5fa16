/** Every migration, in order. Names are dated; a released migration is never edited, only followed. */
import type { Migration } from 'kysely/migration';
import * as foundation from './2026_11_21_001_foundation.js';
import * as accounts from './2026_11_21_003_accounts.js';
import * as loginThrottle from './2026_11_23_004_login_throttle.js';
import * as outboxLeases from './2026_11_23_005_outbox_leases.js';
import * as searchWords from './2026_11_24_006_search_words.js';
import * as jobs from './2026_11_24_007_jobs.js';
import * as uploads from './2026_11_24_008_uploads.js';
import * as team from './2026_11_24_009_team.js';
import * as importHistory from './2026_11_24_010_import_history.js';
import * as jobCounts from './2026_11_24_011_job_counts.js';
import * as userPicture from './2026_11_24_012_user_picture.js';
import * as jobSearchIndexes from './2026_11_24_013_job_search_indexes.js';
import * as jobTracks from './2026_11_24_014_job_tracks.js';
import * as reviews from './2026_11_24_015_reviews.js';
import * as savedSearches from './2026_11_24_016_saved_searches.js';
import * as boardVersion from './2026_11_24_017_board_version.js';
import * as candidateProfiles from './2026_11_25_018_candidate_profiles.js';
import * as resumes from './2026_11_25_019_resumes.js';
import * as applications from './2026_11_25_020_applications.js';
import * as notifications from './2026_11_26_021_notifications.js';
import * as candidateMatching from './2026_11_26_022_candidate_matching.js';
import * as analyticsIndexes from './2026_11_26_023_analytics_indexes.js';
import * as pushDevices from './2026_11_26_024_push_devices.js';
import * as idempotencyKeys from './2026_11_26_025_idempotency_keys.js';
import * as billing from './2026_11_26_026_billing.js';
import * as serialJobScans from './2026_11_27_027_serial_job_scans.js';
import * as masterWordRoots from './2026_11_28_028_master_word_roots.js';
import * as jobSearchRoots from './2026_11_28_029_job_search_roots.js';

export const migrations: Record<string, Migration> = {
  '2026_11_21_001_foundation': foundation,
  '2026_11_21_003_accounts': accounts,
  '2026_11_23_004_login_throttle': loginThrottle,
  '2026_11_23_005_outbox_leases': outboxLeases,
  '2026_11_24_006_search_words': searchWords,
  '2026_11_24_007_jobs': jobs,
  '2026_11_24_008_uploads': uploads,
  '2026_11_24_009_team': team,
  '2026_11_24_010_import_history': importHistory,
  '2026_11_24_011_job_counts': jobCounts,
  '2026_11_24_012_user_picture': userPicture,
  '2026_11_24_013_job_search_indexes': jobSearchIndexes,
  '2026_11_24_014_job_tracks': jobTracks,
  '2026_11_24_015_reviews': reviews,
  '2026_11_24_016_saved_searches': savedSearches,
  '2026_11_24_017_board_version': boardVersion,
  '2026_11_25_018_candidate_profiles': candidateProfiles,
  '2026_11_25_019_resumes': resumes,
  '2026_11_25_020_applications': applications,
  '2026_11_26_021_notifications': notifications,
  '2026_11_26_022_candidate_matching': candidateMatching,
  '2026_11_26_023_analytics_indexes': analyticsIndexes,
  '2026_11_26_024_push_devices': pushDevices,
  '2026_11_26_025_idempotency_keys': idempotencyKeys,
  '2026_11_26_026_billing': billing,
  '2026_11_27_027_serial_job_scans': serialJobScans,
  '2026_11_28_028_master_word_roots': masterWordRoots,
  '2026_11_28_029_job_search_roots': jobSearchRoots,
};
