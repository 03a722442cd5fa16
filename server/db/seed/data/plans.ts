/**
 * The price list seeded on a new database (issue 15; spec: prices not shown). Plausible Indonesian prices in whole
 * rupiah before VAT. A plan that exists is never overwritten: an administrator may have changed it (`npm run admin --
 * plan …`). validityDays 0: the free plans, which do not end.
 */
export interface PlanSeed {
  code: string;
  kind: 'PLAN' | 'TOPUP';
  audience: 'EMPLOYER' | 'CANDIDATE';
  nameEn: string;
  nameId: string;
  descriptionEn: string;
  descriptionId: string;
  price: number;
  validityDays: number;
  activeJobs: number | null;
  matchedCandidates: number | null;
  applicationLimit: number | null;
}

export const planSeeds: PlanSeed[] = [
  {
    code: 'EMPLOYER_FREE',
    kind: 'PLAN',
    audience: 'EMPLOYER',
    nameEn: 'Free',
    nameId: 'Gratis',
    descriptionEn: 'Try the portal with one live job at a time.',
    descriptionId: 'Coba portal dengan satu lowongan aktif sekaligus.',
    price: 0,
    validityDays: 0,
    activeJobs: 1,
    matchedCandidates: 5,
    applicationLimit: null,
  },
  {
    code: 'EMPLOYER_STARTER',
    kind: 'PLAN',
    audience: 'EMPLOYER',
    nameEn: 'Starter',
    nameId: 'Pemula',
    descriptionEn: 'For a small team hiring for a few roles.',
    descriptionId: 'Untuk tim kecil yang merekrut beberapa posisi.',
    price: 499_000,
    validityDays: 30,
    activeJobs: 5,
    matchedCandidates: 10,
    applicationLimit: null,
  },
  {
    code: 'EMPLOYER_GROWTH',
    kind: 'PLAN',
    audience: 'EMPLOYER',
    nameEn: 'Growth',
    nameId: 'Berkembang',
    descriptionEn: 'For a growing company hiring every month.',
    descriptionId: 'Untuk perusahaan yang berkembang dan merekrut setiap bulan.',
    price: 1_500_000,
    validityDays: 30,
    activeJobs: 20,
    matchedCandidates: 25,
    applicationLimit: null,
  },
  {
    code: 'EMPLOYER_ENTERPRISE',
    kind: 'PLAN',
    audience: 'EMPLOYER',
    nameEn: 'Enterprise',
    nameId: 'Korporat',
    descriptionEn: 'For large employers: many live jobs for a quarter.',
    descriptionId: 'Untuk perusahaan besar: banyak lowongan aktif selama tiga bulan.',
    price: 12_000_000,
    validityDays: 90,
    activeJobs: 500,
    matchedCandidates: 25,
    applicationLimit: null,
  },
  {
    code: 'TOPUP_1_JOB',
    kind: 'TOPUP',
    audience: 'EMPLOYER',
    nameEn: '1 extra job',
    nameId: '1 lowongan tambahan',
    descriptionEn: 'One more live job for 30 days, beside your plan.',
    descriptionId: 'Satu lowongan aktif tambahan selama 30 hari, di samping paket Anda.',
    price: 150_000,
    validityDays: 30,
    activeJobs: 1,
    matchedCandidates: null,
    applicationLimit: null,
  },
  {
    code: 'TOPUP_5_JOBS',
    kind: 'TOPUP',
    audience: 'EMPLOYER',
    nameEn: '5 extra jobs',
    nameId: '5 lowongan tambahan',
    descriptionEn: 'Five more live jobs for 30 days, beside your plan.',
    descriptionId: 'Lima lowongan aktif tambahan selama 30 hari, di samping paket Anda.',
    price: 600_000,
    validityDays: 30,
    activeJobs: 5,
    matchedCandidates: null,
    applicationLimit: null,
  },
  {
    code: 'CANDIDATE_FREE',
    kind: 'PLAN',
    audience: 'CANDIDATE',
    nameEn: 'Free',
    nameId: 'Gratis',
    descriptionEn: 'Apply to up to 20 jobs a month.',
    descriptionId: 'Lamar hingga 20 lowongan per bulan.',
    price: 0,
    validityDays: 0,
    activeJobs: null,
    matchedCandidates: null,
    applicationLimit: 20,
  },
  {
    code: 'CANDIDATE_PREMIUM',
    kind: 'PLAN',
    audience: 'CANDIDATE',
    nameEn: 'Premium',
    nameId: 'Premium',
    descriptionEn: 'Apply to up to 200 jobs a month for 30 days.',
    descriptionId: 'Lamar hingga 200 lowongan per bulan selama 30 hari.',
    price: 49_000,
    validityDays: 30,
    activeJobs: null,
    matchedCandidates: null,
    applicationLimit: 200,
  },
];
