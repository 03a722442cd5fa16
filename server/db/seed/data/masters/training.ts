/** Orbit Future Academy courses (the training arm behind the original portal) and training periods. */
import type { MasterSeed } from './types.js';

/**
 * Orbit Future Academy runs future-skills bootcamps (many through the Kampus Merdeka independent-study programme);
 * these are its subject areas as publicly described. Adjust with the CLI if the academy's catalogue differs.
 */
export const ORBIT_FUTURE_ACADEMY_COURSE: MasterSeed[] = [
  { code: 'ARTIFICIAL_INTELLIGENCE', nameEn: 'Artificial Intelligence (AI)', nameId: 'Kecerdasan Artifisial (AI)' },
  { code: 'AI_FOR_JOBS', nameEn: 'AI for Jobs', nameId: 'AI untuk Dunia Kerja' },
  { code: 'DATA_SCIENCE', nameEn: 'Data Science', nameId: 'Sains Data' },
  { code: 'DATA_ANALYTICS', nameEn: 'Data Analytics', nameId: 'Analitik Data' },
  { code: 'CLOUD_COMPUTING', nameEn: 'Cloud Computing', nameId: 'Komputasi Awan' },
  { code: 'CYBER_SECURITY', nameEn: 'Cyber Security', nameId: 'Keamanan Siber' },
  { code: 'INTERNET_OF_THINGS', nameEn: 'Internet of Things (IoT)', nameId: 'Internet of Things (IoT)' },
  { code: 'WEB_DEVELOPMENT', nameEn: 'Web Development', nameId: 'Pengembangan Web' },
  { code: 'MOBILE_DEVELOPMENT', nameEn: 'Mobile App Development', nameId: 'Pengembangan Aplikasi Seluler' },
  { code: 'UI_UX_DESIGN', nameEn: 'UI/UX Design', nameId: 'Desain UI/UX' },
  { code: 'DIGITAL_MARKETING', nameEn: 'Digital Marketing', nameId: 'Pemasaran Digital' },
  { code: 'GREEN_JOBS', nameEn: 'Green Jobs and Sustainability', nameId: 'Pekerjaan Hijau dan Keberlanjutan' },
  { code: 'ENTREPRENEURSHIP', nameEn: 'Digital Entrepreneurship', nameId: 'Kewirausahaan Digital' },
  { code: 'WORK_READINESS', nameEn: 'Work Readiness and Soft Skills', nameId: 'Kesiapan Kerja dan Soft Skills' },
];

export const TRAINING_PERIOD: MasterSeed[] = [
  { code: 'ONE_WEEK', nameEn: '1 week', nameId: '1 minggu' },
  { code: 'TWO_WEEKS', nameEn: '2 weeks', nameId: '2 minggu' },
  { code: 'ONE_MONTH', nameEn: '1 month', nameId: '1 bulan' },
  { code: 'TWO_MONTHS', nameEn: '2 months', nameId: '2 bulan' },
  { code: 'THREE_MONTHS', nameEn: '3 months', nameId: '3 bulan' },
  { code: 'FOUR_MONTHS', nameEn: '4 months', nameId: '4 bulan' },
  { code: 'SIX_MONTHS', nameEn: '6 months (one semester)', nameId: '6 bulan (satu semester)' },
  { code: 'ONE_YEAR', nameEn: '1 year', nameId: '1 tahun' },
  { code: 'MORE_THAN_ONE_YEAR', nameEn: 'More than 1 year', nameId: 'Lebih dari 1 tahun' },
];
