/** The job itself: application status, employment type, level, location type, job domain and industry. */
import { type MasterSeed, other } from './types.js';

/** The five statuses of spec §3, in the spec's order. */
export const APPLICATION_STATUS: MasterSeed[] = [
  { code: 'APPLIED', nameEn: 'Applied', nameId: 'Melamar' },
  { code: 'IN_INTERVIEW', nameEn: 'In interview', nameId: 'Tahap wawancara' },
  { code: 'REJECTED', nameEn: 'Rejected', nameId: 'Ditolak' },
  { code: 'SHORTLIST', nameEn: 'Shortlisted', nameId: 'Masuk daftar pendek' },
  { code: 'HIRED', nameEn: 'Hired', nameId: 'Diterima' },
];

export const TYPE_OF_EMPLOYMENT: MasterSeed[] = [
  { code: 'FULL_TIME', nameEn: 'Full-time (permanent)', nameId: 'Penuh waktu (karyawan tetap)' },
  { code: 'CONTRACT', nameEn: 'Contract', nameId: 'Kontrak (PKWT)' },
  { code: 'PART_TIME', nameEn: 'Part-time', nameId: 'Paruh waktu' },
  { code: 'INTERNSHIP', nameEn: 'Internship', nameId: 'Magang' },
  { code: 'FREELANCE', nameEn: 'Freelance', nameId: 'Pekerja lepas (freelance)' },
  { code: 'DAILY_WORKER', nameEn: 'Daily worker', nameId: 'Pekerja harian lepas' },
  { code: 'OUTSOURCING', nameEn: 'Outsourced', nameId: 'Alih daya (outsourcing)' },
];

export const POSITION_LEVEL: MasterSeed[] = [
  { code: 'INTERN', nameEn: 'Intern', nameId: 'Magang' },
  { code: 'ENTRY_LEVEL', nameEn: 'Entry level', nameId: 'Staf pemula' },
  { code: 'STAFF', nameEn: 'Staff', nameId: 'Staf' },
  { code: 'SENIOR_STAFF', nameEn: 'Senior staff', nameId: 'Staf senior' },
  { code: 'SUPERVISOR', nameEn: 'Supervisor / Coordinator', nameId: 'Supervisor / Koordinator' },
  { code: 'ASSISTANT_MANAGER', nameEn: 'Assistant manager', nameId: 'Asisten manajer' },
  { code: 'MANAGER', nameEn: 'Manager', nameId: 'Manajer' },
  { code: 'SENIOR_MANAGER', nameEn: 'Senior manager', nameId: 'Manajer senior' },
  { code: 'DIRECTOR', nameEn: 'Director / Head of division', nameId: 'Direktur / Kepala divisi' },
  { code: 'C_LEVEL', nameEn: 'C-level executive', nameId: 'Eksekutif tingkat C (C-level)' },
];

/** WFH is the code spec §3 shows as 'Work From Anywhere' (common/constants/location.ts has the same labels). */
export const LOCATION_TYPE: MasterSeed[] = [
  { code: 'ON_SITE', nameEn: 'On-site', nameId: 'Di kantor (on-site)' },
  { code: 'HYBRID', nameEn: 'Hybrid', nameId: 'Hibrida (hybrid)' },
  { code: 'WFH', nameEn: 'Work From Anywhere', nameId: 'Bekerja dari Mana Saja' },
];

/** Job functions (what the person does), as Indonesian job boards group them. */
export const JOB_DOMAIN: MasterSeed[] = [
  { code: 'ACCOUNTING_FINANCE', nameEn: 'Accounting & Finance', nameId: 'Akuntansi & Keuangan' },
  { code: 'ADMINISTRATION', nameEn: 'Administration & Office Support', nameId: 'Administrasi & Perkantoran' },
  { code: 'BANKING', nameEn: 'Banking & Financial Services', nameId: 'Perbankan & Jasa Keuangan' },
  { code: 'CONSTRUCTION', nameEn: 'Construction & Property', nameId: 'Konstruksi & Properti' },
  { code: 'CUSTOMER_SERVICE', nameEn: 'Customer Service', nameId: 'Layanan Pelanggan' },
  { code: 'DESIGN_CREATIVE', nameEn: 'Design & Creative', nameId: 'Desain & Kreatif' },
  { code: 'EDUCATION_TRAINING', nameEn: 'Education & Training', nameId: 'Pendidikan & Pelatihan' },
  { code: 'ENGINEERING', nameEn: 'Engineering', nameId: 'Teknik' },
  { code: 'GOVERNMENT', nameEn: 'Government & Public Sector', nameId: 'Pemerintahan & Sektor Publik' },
  { code: 'HEALTHCARE', nameEn: 'Healthcare & Medical', nameId: 'Kesehatan & Medis' },
  { code: 'HOSPITALITY', nameEn: 'Hospitality & Tourism', nameId: 'Perhotelan & Pariwisata' },
  { code: 'HUMAN_RESOURCES', nameEn: 'Human Resources & Recruitment', nameId: 'Sumber Daya Manusia & Rekrutmen' },
  { code: 'INFORMATION_TECHNOLOGY', nameEn: 'Information Technology', nameId: 'Teknologi Informasi' },
  { code: 'LEGAL', nameEn: 'Legal', nameId: 'Hukum' },
  { code: 'LOGISTICS', nameEn: 'Logistics & Supply Chain', nameId: 'Logistik & Rantai Pasok' },
  { code: 'MANUFACTURING', nameEn: 'Manufacturing & Production', nameId: 'Manufaktur & Produksi' },
  { code: 'MARKETING', nameEn: 'Marketing & Communications', nameId: 'Pemasaran & Komunikasi' },
  { code: 'MEDIA', nameEn: 'Media & Journalism', nameId: 'Media & Jurnalistik' },
  { code: 'AGRICULTURE', nameEn: 'Agriculture & Plantation', nameId: 'Pertanian & Perkebunan' },
  { code: 'MINING_ENERGY', nameEn: 'Mining & Energy', nameId: 'Pertambangan & Energi' },
  { code: 'RETAIL', nameEn: 'Retail & Store Operations', nameId: 'Ritel & Operasional Toko' },
  { code: 'SALES', nameEn: 'Sales & Business Development', nameId: 'Penjualan & Pengembangan Bisnis' },
  { code: 'SCIENCE_RESEARCH', nameEn: 'Science & Research', nameId: 'Sains & Riset' },
  other('OTHER_JOB_DOMAIN'),
];

/** Sectors a company belongs to. */
export const INDUSTRY: MasterSeed[] = [
  { code: 'AGRICULTURE', nameEn: 'Agriculture, Plantation & Fisheries', nameId: 'Pertanian, Perkebunan & Perikanan' },
  { code: 'AUTOMOTIVE', nameEn: 'Automotive', nameId: 'Otomotif' },
  { code: 'BANKING_FINANCE', nameEn: 'Banking & Financial Services', nameId: 'Perbankan & Jasa Keuangan' },
  { code: 'CONSTRUCTION_REAL_ESTATE', nameEn: 'Construction & Real Estate', nameId: 'Konstruksi & Real Estat' },
  { code: 'CONSUMER_GOODS', nameEn: 'Consumer Goods (FMCG)', nameId: 'Barang Konsumsi (FMCG)' },
  { code: 'EDUCATION', nameEn: 'Education', nameId: 'Pendidikan' },
  { code: 'ENERGY_MINING', nameEn: 'Energy, Mining, Oil & Gas', nameId: 'Energi, Pertambangan, Minyak & Gas' },
  { code: 'FINTECH', nameEn: 'Financial Technology (Fintech)', nameId: 'Teknologi Finansial (Fintech)' },
  { code: 'FOOD_BEVERAGE', nameEn: 'Food & Beverage', nameId: 'Makanan & Minuman' },
  { code: 'GOVERNMENT', nameEn: 'Government & Public Administration', nameId: 'Pemerintahan & Administrasi Publik' },
  { code: 'HEALTHCARE_PHARMA', nameEn: 'Healthcare & Pharmaceuticals', nameId: 'Kesehatan & Farmasi' },
  { code: 'HOSPITALITY_TOURISM', nameEn: 'Hospitality & Tourism', nameId: 'Perhotelan & Pariwisata' },
  { code: 'INFORMATION_TECHNOLOGY', nameEn: 'Information Technology & Software', nameId: 'Teknologi Informasi & Perangkat Lunak' },
  { code: 'INSURANCE', nameEn: 'Insurance', nameId: 'Asuransi' },
  { code: 'LOGISTICS_TRANSPORTATION', nameEn: 'Logistics & Transportation', nameId: 'Logistik & Transportasi' },
  { code: 'MANUFACTURING', nameEn: 'Manufacturing', nameId: 'Manufaktur' },
  { code: 'MEDIA_ENTERTAINMENT', nameEn: 'Media & Entertainment', nameId: 'Media & Hiburan' },
  { code: 'NON_PROFIT', nameEn: 'Non-profit & NGO', nameId: 'Nirlaba & LSM' },
  { code: 'PROFESSIONAL_SERVICES', nameEn: 'Professional Services & Consulting', nameId: 'Jasa Profesional & Konsultansi' },
  { code: 'RETAIL_ECOMMERCE', nameEn: 'Retail & E-commerce', nameId: 'Ritel & E-commerce' },
  { code: 'TELECOMMUNICATIONS', nameEn: 'Telecommunications', nameId: 'Telekomunikasi' },
  { code: 'TEXTILE_GARMENT', nameEn: 'Textile & Garment', nameId: 'Tekstil & Garmen' },
  other('OTHER_INDUSTRY'),
];
