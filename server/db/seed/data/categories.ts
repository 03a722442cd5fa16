/** Job categories shown on the home page. `icon` is a Material Symbols name the app maps to its own icon set. */
export interface CategorySeed {
  slug: string;
  nameEn: string;
  nameId: string;
  icon: string;
}

export const CATEGORIES: CategorySeed[] = [
  { slug: 'information-technology', nameEn: 'Information Technology', nameId: 'Teknologi Informasi', icon: 'computer' },
  { slug: 'sales', nameEn: 'Sales', nameId: 'Penjualan', icon: 'trending_up' },
  { slug: 'marketing', nameEn: 'Marketing & Communications', nameId: 'Pemasaran & Komunikasi', icon: 'campaign' },
  { slug: 'accounting-finance', nameEn: 'Accounting & Finance', nameId: 'Akuntansi & Keuangan', icon: 'account_balance' },
  { slug: 'administration', nameEn: 'Administration', nameId: 'Administrasi', icon: 'description' },
  { slug: 'customer-service', nameEn: 'Customer Service', nameId: 'Layanan Pelanggan', icon: 'support_agent' },
  { slug: 'engineering', nameEn: 'Engineering', nameId: 'Teknik', icon: 'engineering' },
  { slug: 'manufacturing', nameEn: 'Manufacturing & Production', nameId: 'Manufaktur & Produksi', icon: 'factory' },
  { slug: 'logistics', nameEn: 'Logistics & Transportation', nameId: 'Logistik & Transportasi', icon: 'local_shipping' },
  { slug: 'healthcare', nameEn: 'Healthcare', nameId: 'Kesehatan', icon: 'medical_services' },
  { slug: 'education', nameEn: 'Education & Training', nameId: 'Pendidikan & Pelatihan', icon: 'school' },
  { slug: 'design-creative', nameEn: 'Design & Creative', nameId: 'Desain & Kreatif', icon: 'palette' },
  { slug: 'hospitality', nameEn: 'Hospitality & Food Service', nameId: 'Perhotelan & Kuliner', icon: 'restaurant' },
  { slug: 'human-resources', nameEn: 'Human Resources', nameId: 'Sumber Daya Manusia', icon: 'groups' },
  { slug: 'retail', nameEn: 'Retail', nameId: 'Ritel', icon: 'storefront' },
  { slug: 'construction', nameEn: 'Construction & Property', nameId: 'Konstruksi & Properti', icon: 'construction' },
];
