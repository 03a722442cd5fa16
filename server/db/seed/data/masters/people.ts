/** Personal details: gender, years of experience, expected salary and the equal-opportunity category. */
import type { MasterSeed } from './types.js';

export const GENDER: MasterSeed[] = [
  { code: 'MALE', nameEn: 'Male', nameId: 'Laki-laki' },
  { code: 'FEMALE', nameEn: 'Female', nameId: 'Perempuan' },
  { code: 'PREFER_NOT_TO_SAY', nameEn: 'Prefer not to say', nameId: 'Memilih tidak menyebutkan' },
];

export const YEAR_OF_EXPERIENCE: MasterSeed[] = [
  { code: 'FRESH_GRADUATE', nameEn: 'Fresh graduate', nameId: 'Lulusan baru' },
  { code: 'LESS_THAN_1_YEAR', nameEn: 'Less than 1 year', nameId: 'Kurang dari 1 tahun' },
  { code: 'YEARS_1_2', nameEn: '1–2 years', nameId: '1–2 tahun' },
  { code: 'YEARS_3_5', nameEn: '3–5 years', nameId: '3–5 tahun' },
  { code: 'YEARS_6_10', nameEn: '6–10 years', nameId: '6–10 tahun' },
  { code: 'YEARS_11_15', nameEn: '11–15 years', nameId: '11–15 tahun' },
  { code: 'MORE_THAN_15_YEARS', nameEn: 'More than 15 years', nameId: 'Lebih dari 15 tahun' },
];

/** Gross monthly salary bands in rupiah (the UMP of Jakarta is about Rp5.4 million in 2025). */
export const SALARY_RANGE: MasterSeed[] = [
  { code: 'IDR_BELOW_3M', nameEn: 'Below IDR 3 million', nameId: 'Di bawah Rp3 juta' },
  { code: 'IDR_3M_5M', nameEn: 'IDR 3–5 million', nameId: 'Rp3–5 juta' },
  { code: 'IDR_5M_8M', nameEn: 'IDR 5–8 million', nameId: 'Rp5–8 juta' },
  { code: 'IDR_8M_12M', nameEn: 'IDR 8–12 million', nameId: 'Rp8–12 juta' },
  { code: 'IDR_12M_20M', nameEn: 'IDR 12–20 million', nameId: 'Rp12–20 juta' },
  { code: 'IDR_20M_30M', nameEn: 'IDR 20–30 million', nameId: 'Rp20–30 juta' },
  { code: 'IDR_30M_50M', nameEn: 'IDR 30–50 million', nameId: 'Rp30–50 juta' },
  { code: 'IDR_ABOVE_50M', nameEn: 'Above IDR 50 million', nameId: 'Di atas Rp50 juta' },
];

/**
 * CAST_CATEGORY comes from the Indian origin of the white-label product (reserved caste categories). Indonesia has
 * no such system and asking for ethnicity or religion in a job application is inappropriate, so the list is read as
 * an optional equal-opportunity / affirmative-action category: the groups Indonesian law and public programmes do
 * recognise (persons with disabilities — UU 8/2016 sets hiring quotas; the 3T regions; low-income households),
 * plus 'General' and 'Prefer not to say'. No ethnic or religious categories.
 */
export const CAST_CATEGORY: MasterSeed[] = [
  { code: 'GENERAL', nameEn: 'General', nameId: 'Umum' },
  { code: 'PERSON_WITH_DISABILITY', nameEn: 'Person with disability', nameId: 'Penyandang disabilitas' },
  {
    code: 'REGION_3T',
    nameEn: 'From a frontier, outermost or underdeveloped (3T) region',
    nameId: 'Berasal dari daerah 3T (terdepan, terluar, tertinggal)',
  },
  { code: 'LOW_INCOME_FAMILY', nameEn: 'From a low-income family', nameId: 'Berasal dari keluarga prasejahtera' },
  { code: 'PREFER_NOT_TO_SAY', nameEn: 'Prefer not to say', nameId: 'Memilih tidak menyebutkan' },
];
