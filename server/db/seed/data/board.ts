/**
 * The demo job board (../demoBoard.ts): twenty employers of Indonesia and the kinds of jobs they post, each written
 * in Indonesian and in English (a job is posted in one of the two, as on the real boards). Codes are those of the
 * seeded master lists and categories; cities are looked up by name among the seeded Indonesian cities.
 */

export interface BoardCompany {
  name: string;
  industry: string;
  size: string;
  founded: number;
  city: string;
  about: string;
  /** Indexes into BOARD_ROLES of what the company hires for. */
  roles: number[];
}

interface RoleText {
  title: string;
  duties: string[];
  needs: string[];
}

export interface BoardRole {
  category: string;
  domain: string;
  level: string;
  qualification: string;
  skills: string[];
  /** Monthly pay in millions of rupiah, lowest to highest of the band. */
  pay: [number, number];
  experience: [number, number];
  /** Can be done from anywhere. */
  remote?: boolean;
  en: RoleText;
  id: RoleText;
}

export const BOARD_ROLES: BoardRole[] = [
  {
    category: 'information-technology',
    domain: 'INFORMATION_TECHNOLOGY',
    level: 'STAFF',
    qualification: 'BACHELOR',
    skills: ['REACT', 'TYPESCRIPT', 'JAVASCRIPT'],
    pay: [9, 18],
    experience: [2, 5],
    remote: true,
    en: {
      title: 'Frontend Engineer (React)',
      duties: ['Build fast, accessible screens in React and TypeScript', 'Work with designers on our design system', 'Review code and keep the test suite green'],
      needs: ['Two years or more with React', 'Good command of HTML, CSS and accessibility', 'Able to explain your work in English or Indonesian'],
    },
    id: {
      title: 'Frontend Engineer (React)',
      duties: ['Membangun tampilan yang cepat dan mudah diakses dengan React dan TypeScript', 'Bekerja sama dengan desainer untuk design system kami', 'Meninjau kode dan menjaga pengujian tetap lulus'],
      needs: ['Pengalaman minimal dua tahun dengan React', 'Menguasai HTML, CSS, dan aksesibilitas', 'Mampu menjelaskan pekerjaan dalam bahasa Indonesia atau Inggris'],
    },
  },
  {
    category: 'information-technology',
    domain: 'INFORMATION_TECHNOLOGY',
    level: 'SENIOR_STAFF',
    qualification: 'BACHELOR',
    skills: ['GOLANG', 'SQL', 'CLOUD_COMPUTING'],
    pay: [18, 35],
    experience: [4, 8],
    remote: true,
    en: {
      title: 'Senior Backend Engineer (Go)',
      duties: ['Design and run services that handle millions of payments', 'Tune PostgreSQL queries and indexes', 'Mentor engineers in the team'],
      needs: ['Four years or more building backend services', 'Production experience with Go and SQL databases', 'Experience with AWS or GCP'],
    },
    id: {
      title: 'Senior Backend Engineer (Go)',
      duties: ['Merancang dan menjalankan layanan yang memproses jutaan pembayaran', 'Mengoptimalkan kueri dan indeks PostgreSQL', 'Membimbing engineer lain di tim'],
      needs: ['Pengalaman minimal empat tahun membangun layanan backend', 'Pengalaman produksi dengan Go dan basis data SQL', 'Berpengalaman dengan AWS atau GCP'],
    },
  },
  {
    category: 'information-technology',
    domain: 'INFORMATION_TECHNOLOGY',
    level: 'STAFF',
    qualification: 'DIPLOMA_3',
    skills: ['FLUTTER', 'ANDROID_DEVELOPMENT', 'KOTLIN'],
    pay: [8, 16],
    experience: [1, 4],
    en: {
      title: 'Mobile Developer (Flutter)',
      duties: ['Build our Android and iOS apps in Flutter', 'Keep the app light for low-end phones', 'Ship releases every two weeks'],
      needs: ['One year or more with Flutter or native Android', 'Published at least one app', 'Knows REST APIs and offline storage'],
    },
    id: {
      title: 'Mobile Developer (Flutter)',
      duties: ['Membangun aplikasi Android dan iOS dengan Flutter', 'Menjaga aplikasi tetap ringan untuk ponsel kelas bawah', 'Merilis pembaruan setiap dua minggu'],
      needs: ['Pengalaman minimal satu tahun dengan Flutter atau Android native', 'Pernah merilis minimal satu aplikasi', 'Memahami REST API dan penyimpanan offline'],
    },
  },
  {
    category: 'information-technology',
    domain: 'INFORMATION_TECHNOLOGY',
    level: 'ENTRY_LEVEL',
    qualification: 'BACHELOR',
    skills: ['DATA_ANALYSIS', 'SQL', 'PYTHON'],
    pay: [7, 12],
    experience: [0, 2],
    remote: true,
    en: {
      title: 'Junior Data Analyst',
      duties: ['Answer business questions with SQL and dashboards', 'Clean and document data sets', 'Present findings to the product team'],
      needs: ['Degree in statistics, mathematics, computer science or similar', 'Comfortable with SQL and spreadsheets', 'Python is a plus'],
    },
    id: {
      title: 'Analis Data Junior',
      duties: ['Menjawab pertanyaan bisnis dengan SQL dan dasbor', 'Membersihkan dan mendokumentasikan data', 'Mempresentasikan temuan kepada tim produk'],
      needs: ['Lulusan statistika, matematika, ilmu komputer, atau sejenisnya', 'Terbiasa dengan SQL dan spreadsheet', 'Menguasai Python menjadi nilai tambah'],
    },
  },
  {
    category: 'information-technology',
    domain: 'INFORMATION_TECHNOLOGY',
    level: 'STAFF',
    qualification: 'DIPLOMA_3',
    skills: ['NETWORK_ADMINISTRATION', 'CYBER_SECURITY'],
    pay: [6, 11],
    experience: [1, 5],
    en: {
      title: 'IT Support & Network Administrator',
      duties: ['Keep offices and branches connected', 'Look after laptops, accounts and backups', 'Answer staff tickets within the day'],
      needs: ['Diploma in informatics or similar', 'Knows routers, switches and Windows administration', 'Willing to visit branches'],
    },
    id: {
      title: 'IT Support & Administrator Jaringan',
      duties: ['Menjaga koneksi kantor dan cabang', 'Mengelola laptop, akun, dan cadangan data', 'Menyelesaikan tiket karyawan di hari yang sama'],
      needs: ['Lulusan D3 informatika atau sejenisnya', 'Memahami router, switch, dan administrasi Windows', 'Bersedia mengunjungi cabang'],
    },
  },
  {
    category: 'design-creative',
    domain: 'DESIGN_CREATIVE',
    level: 'STAFF',
    qualification: 'BACHELOR',
    skills: ['UI_UX_DESIGN', 'FIGMA'],
    pay: [8, 15],
    experience: [2, 5],
    remote: true,
    en: {
      title: 'UI/UX Designer',
      duties: ['Design flows for web and mobile in Figma', 'Test designs with real users', 'Keep the design system consistent'],
      needs: ['A portfolio of shipped products', 'Two years or more of product design', 'Understands accessibility'],
    },
    id: {
      title: 'UI/UX Designer',
      duties: ['Merancang alur web dan seluler di Figma', 'Menguji desain bersama pengguna sebenarnya', 'Menjaga konsistensi design system'],
      needs: ['Portofolio produk yang sudah dirilis', 'Pengalaman minimal dua tahun sebagai desainer produk', 'Memahami aksesibilitas'],
    },
  },
  {
    category: 'design-creative',
    domain: 'DESIGN_CREATIVE',
    level: 'ENTRY_LEVEL',
    qualification: 'DIPLOMA_3',
    skills: ['GRAPHIC_DESIGN', 'ADOBE_PHOTOSHOP', 'VIDEO_EDITING'],
    pay: [5, 8],
    experience: [0, 2],
    en: {
      title: 'Graphic Designer',
      duties: ['Design social media posts, banners and packaging', 'Edit short videos for campaigns', 'Prepare files for print'],
      needs: ['Good eye for layout and type', 'Photoshop and Illustrator', 'Fresh graduates welcome'],
    },
    id: {
      title: 'Desainer Grafis',
      duties: ['Mendesain konten media sosial, banner, dan kemasan', 'Menyunting video pendek untuk kampanye', 'Menyiapkan file untuk cetak'],
      needs: ['Peka terhadap tata letak dan tipografi', 'Menguasai Photoshop dan Illustrator', 'Lulusan baru dipersilakan melamar'],
    },
  },
  {
    category: 'marketing',
    domain: 'MARKETING',
    level: 'STAFF',
    qualification: 'BACHELOR',
    skills: ['DIGITAL_MARKETING', 'SOCIAL_MEDIA_MARKETING', 'SEO'],
    pay: [6, 12],
    experience: [1, 4],
    remote: true,
    en: {
      title: 'Digital Marketing Specialist',
      duties: ['Run paid campaigns on Meta, Google and TikTok', 'Grow organic traffic with SEO', 'Report results every week'],
      needs: ['One year or more running paid ads', 'Analytical, numbers-driven', 'Good written Indonesian'],
    },
    id: {
      title: 'Spesialis Pemasaran Digital',
      duties: ['Menjalankan iklan berbayar di Meta, Google, dan TikTok', 'Meningkatkan trafik organik dengan SEO', 'Melaporkan hasil setiap minggu'],
      needs: ['Pengalaman minimal satu tahun mengelola iklan berbayar', 'Analitis dan berorientasi pada angka', 'Mahir menulis dalam bahasa Indonesia'],
    },
  },
  {
    category: 'marketing',
    domain: 'MEDIA',
    level: 'STAFF',
    qualification: 'DIPLOMA_3',
    skills: ['CONTENT_WRITING', 'COPYWRITING'],
    pay: [5, 9],
    experience: [1, 3],
    remote: true,
    en: {
      title: 'Content Writer',
      duties: ['Write articles, product pages and newsletters', 'Plan the content calendar with the marketing team', 'Edit and proofread'],
      needs: ['A portfolio of published writing', 'Excellent Indonesian, good English', 'Knows the basics of SEO'],
    },
    id: {
      title: 'Penulis Konten',
      duties: ['Menulis artikel, halaman produk, dan newsletter', 'Menyusun kalender konten bersama tim pemasaran', 'Menyunting dan mengoreksi tulisan'],
      needs: ['Portofolio tulisan yang sudah terbit', 'Bahasa Indonesia sangat baik, bahasa Inggris baik', 'Memahami dasar-dasar SEO'],
    },
  },
  {
    category: 'marketing',
    domain: 'MARKETING',
    level: 'MANAGER',
    qualification: 'BACHELOR',
    skills: ['DIGITAL_MARKETING', 'LEADERSHIP', 'PROJECT_MANAGEMENT'],
    pay: [20, 35],
    experience: [6, 10],
    en: {
      title: 'Marketing Manager',
      duties: ['Own the marketing plan and budget', 'Lead a team of five', 'Launch products across Indonesia'],
      needs: ['Six years or more in marketing, two leading a team', 'Consumer goods or e-commerce background', 'Fluent English'],
    },
    id: {
      title: 'Manajer Pemasaran',
      duties: ['Bertanggung jawab atas rencana dan anggaran pemasaran', 'Memimpin tim beranggotakan lima orang', 'Meluncurkan produk di seluruh Indonesia'],
      needs: ['Pengalaman minimal enam tahun di pemasaran, dua tahun memimpin tim', 'Berlatar belakang barang konsumsi atau e-commerce', 'Fasih berbahasa Inggris'],
    },
  },
  {
    category: 'sales',
    domain: 'SALES',
    level: 'STAFF',
    qualification: 'SENIOR_HIGH_SCHOOL',
    skills: ['FIELD_SALES', 'NEGOTIATION', 'COMMUNICATION'],
    pay: [4.5, 8],
    experience: [0, 3],
    en: {
      title: 'Field Sales Executive',
      duties: ['Visit shops and distributors in your area', 'Reach the monthly sales target', 'Report visits through the sales app'],
      needs: ['Own motorbike and driving licence (SIM C)', 'Likes meeting people', 'Commission on top of salary'],
    },
    id: {
      title: 'Sales Lapangan',
      duties: ['Mengunjungi toko dan distributor di wilayah Anda', 'Mencapai target penjualan bulanan', 'Melaporkan kunjungan melalui aplikasi sales'],
      needs: ['Memiliki sepeda motor dan SIM C', 'Senang bertemu orang baru', 'Komisi di luar gaji pokok'],
    },
  },
  {
    category: 'sales',
    domain: 'SALES',
    level: 'SUPERVISOR',
    qualification: 'BACHELOR',
    skills: ['NEGOTIATION', 'LEADERSHIP', 'ENGLISH'],
    pay: [10, 18],
    experience: [3, 6],
    en: {
      title: 'Key Account Supervisor',
      duties: ['Look after our largest corporate clients', 'Negotiate yearly contracts', 'Coach a team of account executives'],
      needs: ['Three years or more in B2B sales', 'Strong negotiation and presentation', 'Good English'],
    },
    id: {
      title: 'Supervisor Key Account',
      duties: ['Menangani klien korporat terbesar kami', 'Menegosiasikan kontrak tahunan', 'Membina tim account executive'],
      needs: ['Pengalaman minimal tiga tahun di penjualan B2B', 'Kemampuan negosiasi dan presentasi yang kuat', 'Bahasa Inggris yang baik'],
    },
  },
  {
    category: 'accounting-finance',
    domain: 'ACCOUNTING_FINANCE',
    level: 'STAFF',
    qualification: 'BACHELOR',
    skills: ['ACCOUNTING', 'TAXATION', 'MICROSOFT_EXCEL'],
    pay: [6, 10],
    experience: [1, 4],
    en: {
      title: 'Accounting Staff',
      duties: ['Record transactions and reconcile bank accounts', 'Prepare monthly reports', 'Help with tax filings (PPh, PPN)'],
      needs: ['Degree in accounting', 'Knows Indonesian tax rules', 'Brevet A/B is a plus'],
    },
    id: {
      title: 'Staf Akuntansi',
      duties: ['Mencatat transaksi dan merekonsiliasi rekening bank', 'Menyusun laporan bulanan', 'Membantu pelaporan pajak (PPh, PPN)'],
      needs: ['Lulusan S1 akuntansi', 'Memahami perpajakan Indonesia', 'Memiliki brevet A/B menjadi nilai tambah'],
    },
  },
  {
    category: 'accounting-finance',
    domain: 'BANKING',
    level: 'MANAGER',
    qualification: 'BACHELOR',
    skills: ['ACCOUNTING', 'LEADERSHIP', 'MICROSOFT_EXCEL'],
    pay: [22, 40],
    experience: [7, 12],
    en: {
      title: 'Finance Manager',
      duties: ['Lead budgeting, cash flow and closing', 'Work with auditors and tax consultants', 'Report to the board every month'],
      needs: ['Seven years or more in finance', 'CPA or CA is a plus', 'Experience in a growing company'],
    },
    id: {
      title: 'Manajer Keuangan',
      duties: ['Memimpin penganggaran, arus kas, dan tutup buku', 'Bekerja sama dengan auditor dan konsultan pajak', 'Melapor kepada direksi setiap bulan'],
      needs: ['Pengalaman minimal tujuh tahun di bidang keuangan', 'Memiliki CPA atau CA menjadi nilai tambah', 'Berpengalaman di perusahaan yang sedang bertumbuh'],
    },
  },
  {
    category: 'administration',
    domain: 'ADMINISTRATION',
    level: 'STAFF',
    qualification: 'DIPLOMA_3',
    skills: ['OFFICE_ADMINISTRATION', 'MICROSOFT_OFFICE', 'DATA_ENTRY'],
    pay: [4.5, 7],
    experience: [0, 2],
    en: {
      title: 'Administrative Staff',
      duties: ['Manage letters, filing and purchase orders', 'Enter data into our systems', 'Support the branch manager'],
      needs: ['Diploma in any field', 'Tidy and careful', 'Microsoft Office'],
    },
    id: {
      title: 'Staf Administrasi',
      duties: ['Mengelola surat, arsip, dan pesanan pembelian', 'Menginput data ke sistem', 'Membantu kepala cabang'],
      needs: ['Lulusan D3 semua jurusan', 'Rapi dan teliti', 'Menguasai Microsoft Office'],
    },
  },
  {
    category: 'customer-service',
    domain: 'CUSTOMER_SERVICE',
    level: 'ENTRY_LEVEL',
    qualification: 'SENIOR_HIGH_SCHOOL',
    skills: ['CUSTOMER_SERVICE', 'COMMUNICATION'],
    pay: [4.5, 6.5],
    experience: [0, 2],
    remote: true,
    en: {
      title: 'Customer Service Agent',
      duties: ['Answer customers by chat, e-mail and phone', 'Solve order and payment problems', 'Work in shifts, weekends included'],
      needs: ['Friendly and patient', 'Types quickly and clearly', 'Fresh graduates welcome'],
    },
    id: {
      title: 'Customer Service',
      duties: ['Melayani pelanggan melalui chat, e-mail, dan telepon', 'Menyelesaikan masalah pesanan dan pembayaran', 'Bekerja dengan sistem shift, termasuk akhir pekan'],
      needs: ['Ramah dan sabar', 'Mengetik dengan cepat dan jelas', 'Lulusan baru dipersilakan melamar'],
    },
  },
  {
    category: 'engineering',
    domain: 'ENGINEERING',
    level: 'STAFF',
    qualification: 'BACHELOR',
    skills: ['AUTOCAD', 'PROJECT_MANAGEMENT'],
    pay: [8, 14],
    experience: [2, 5],
    en: {
      title: 'Mechanical Engineer',
      duties: ['Maintain production machines', 'Plan preventive maintenance', 'Draw parts in AutoCAD'],
      needs: ['Degree in mechanical engineering', 'Two years or more in a plant', 'Willing to work in Cikarang'],
    },
    id: {
      title: 'Insinyur Mesin',
      duties: ['Merawat mesin produksi', 'Menyusun jadwal perawatan preventif', 'Menggambar komponen dengan AutoCAD'],
      needs: ['Lulusan S1 teknik mesin', 'Pengalaman minimal dua tahun di pabrik', 'Bersedia ditempatkan di Cikarang'],
    },
  },
  {
    category: 'manufacturing',
    domain: 'MANUFACTURING',
    level: 'ENTRY_LEVEL',
    qualification: 'VOCATIONAL_HIGH_SCHOOL',
    skills: ['MACHINE_OPERATION', 'QUALITY_CONTROL', 'OCCUPATIONAL_SAFETY', 'TEAMWORK'],
    pay: [4.8, 5.5],
    experience: [0, 1],
    en: {
      title: 'Production Operator',
      duties: ['Run a packing line safely', 'Check product quality', 'Work three shifts'],
      needs: ['Vocational high school graduate', 'Healthy and fit', 'Ages 18–28'],
    },
    id: {
      title: 'Operator Produksi',
      duties: ['Mengoperasikan lini pengemasan dengan aman', 'Memeriksa kualitas produk', 'Bekerja tiga shift'],
      needs: ['Lulusan SMK', 'Sehat jasmani dan rohani', 'Usia 18–28 tahun'],
    },
  },
  {
    category: 'logistics',
    domain: 'LOGISTICS',
    level: 'ENTRY_LEVEL',
    qualification: 'SENIOR_HIGH_SCHOOL',
    skills: ['RIDING_SIM_C', 'CUSTOMER_SERVICE'],
    pay: [4.5, 6],
    experience: [0, 3],
    en: {
      title: 'Delivery Courier',
      duties: ['Deliver parcels in your area on time', 'Collect cash on delivery', 'Use the courier app for every stop'],
      needs: ['Own motorbike and SIM C', 'Knows the city well', 'Daily incentive per parcel'],
    },
    id: {
      title: 'Kurir Pengiriman',
      duties: ['Mengantar paket di wilayah Anda tepat waktu', 'Menerima pembayaran COD', 'Menggunakan aplikasi kurir di setiap pengantaran'],
      needs: ['Memiliki sepeda motor dan SIM C', 'Mengenal wilayah kota dengan baik', 'Insentif harian per paket'],
    },
  },
  {
    category: 'logistics',
    domain: 'LOGISTICS',
    level: 'SUPERVISOR',
    qualification: 'DIPLOMA_3',
    skills: ['WAREHOUSE_MANAGEMENT', 'INVENTORY_CONTROL', 'LEADERSHIP', 'MICROSOFT_EXCEL'],
    pay: [7, 11],
    experience: [3, 6],
    en: {
      title: 'Warehouse Supervisor',
      duties: ['Lead a team of twenty in a distribution centre', 'Keep stock accurate', 'Plan inbound and outbound work'],
      needs: ['Three years or more in warehousing', 'Knows a WMS', 'Can lead shifts'],
    },
    id: {
      title: 'Kepala Gudang',
      duties: ['Memimpin tim beranggotakan dua puluh orang di pusat distribusi', 'Menjaga akurasi stok', 'Merencanakan barang masuk dan keluar'],
      needs: ['Pengalaman minimal tiga tahun di pergudangan', 'Memahami WMS', 'Mampu memimpin shift'],
    },
  },
  {
    category: 'healthcare',
    domain: 'HEALTHCARE',
    level: 'STAFF',
    qualification: 'DIPLOMA_3',
    skills: ['PATIENT_CARE', 'FIRST_AID', 'COMMUNICATION'],
    pay: [5, 8],
    experience: [1, 4],
    en: {
      title: 'Nurse',
      duties: ['Care for patients in the inpatient ward', 'Keep medical records up to date', 'Work in shifts'],
      needs: ['Diploma in nursing with an active STR', 'One year or more in a hospital', 'Caring and calm'],
    },
    id: {
      title: 'Perawat',
      duties: ['Merawat pasien di ruang rawat inap', 'Memperbarui rekam medis', 'Bekerja dengan sistem shift'],
      needs: ['Lulusan D3 keperawatan dengan STR aktif', 'Pengalaman minimal satu tahun di rumah sakit', 'Peduli dan tenang'],
    },
  },
  {
    category: 'education',
    domain: 'EDUCATION_TRAINING',
    level: 'STAFF',
    qualification: 'BACHELOR',
    skills: ['TEACHING', 'ENGLISH', 'PUBLIC_SPEAKING'],
    pay: [5, 9],
    experience: [1, 5],
    remote: true,
    en: {
      title: 'English Teacher',
      duties: ['Teach children and adults, online and in class', 'Prepare lessons and tests', 'Report on progress to parents'],
      needs: ['Degree in English education or similar', 'TOEFL 550 or IELTS 6.5', 'Loves teaching'],
    },
    id: {
      title: 'Guru Bahasa Inggris',
      duties: ['Mengajar anak dan dewasa, daring maupun di kelas', 'Menyiapkan materi dan ujian', 'Melaporkan perkembangan kepada orang tua'],
      needs: ['Lulusan S1 pendidikan bahasa Inggris atau sejenisnya', 'TOEFL 550 atau IELTS 6.5', 'Senang mengajar'],
    },
  },
  {
    category: 'hospitality',
    domain: 'HOSPITALITY',
    level: 'ENTRY_LEVEL',
    qualification: 'SENIOR_HIGH_SCHOOL',
    skills: ['COFFEE_MAKING', 'FOOD_HYGIENE', 'CUSTOMER_SERVICE'],
    pay: [4, 5.5],
    experience: [0, 2],
    en: {
      title: 'Barista',
      duties: ['Make coffee to our recipes', 'Serve customers with a smile', 'Keep the bar clean'],
      needs: ['Experience as a barista is a plus', 'Willing to work shifts and weekends', 'Training provided'],
    },
    id: {
      title: 'Barista',
      duties: ['Menyajikan kopi sesuai resep kami', 'Melayani pelanggan dengan ramah', 'Menjaga kebersihan bar'],
      needs: ['Berpengalaman sebagai barista menjadi nilai tambah', 'Bersedia bekerja shift dan akhir pekan', 'Pelatihan disediakan'],
    },
  },
  {
    category: 'human-resources',
    domain: 'HUMAN_RESOURCES',
    level: 'STAFF',
    qualification: 'BACHELOR',
    skills: ['RECRUITMENT', 'PAYROLL', 'COMMUNICATION', 'MICROSOFT_EXCEL'],
    pay: [6, 10],
    experience: [1, 4],
    en: {
      title: 'HR Generalist',
      duties: ['Recruit for stores and the head office', 'Run payroll, BPJS and contracts', 'Organise training'],
      needs: ['Degree in psychology, law or management', 'Knows Indonesian labour law', 'Discreet and organised'],
    },
    id: {
      title: 'HR Generalist',
      duties: ['Merekrut untuk toko dan kantor pusat', 'Mengelola penggajian, BPJS, dan kontrak', 'Menyelenggarakan pelatihan'],
      needs: ['Lulusan S1 psikologi, hukum, atau manajemen', 'Memahami UU Ketenagakerjaan', 'Dapat menjaga kerahasiaan dan terorganisasi'],
    },
  },
  {
    category: 'retail',
    domain: 'RETAIL',
    level: 'ENTRY_LEVEL',
    qualification: 'SENIOR_HIGH_SCHOOL',
    skills: ['CASHIERING', 'RETAIL_SALES', 'CUSTOMER_SERVICE'],
    pay: [4, 5.5],
    experience: [0, 2],
    en: {
      title: 'Store Cashier',
      duties: ['Serve customers at the till', 'Arrange and count stock', 'Keep the store tidy'],
      needs: ['High school graduate', 'Honest and friendly', 'Willing to work shifts'],
    },
    id: {
      title: 'Kasir Toko',
      duties: ['Melayani pelanggan di kasir', 'Menata dan menghitung stok', 'Menjaga kerapian toko'],
      needs: ['Lulusan SMA/SMK', 'Jujur dan ramah', 'Bersedia bekerja shift'],
    },
  },
  {
    category: 'retail',
    domain: 'RETAIL',
    level: 'SUPERVISOR',
    qualification: 'DIPLOMA_3',
    skills: ['RETAIL_SALES', 'INVENTORY_CONTROL', 'LEADERSHIP', 'CUSTOMER_SERVICE'],
    pay: [7, 10],
    experience: [3, 6],
    en: {
      title: 'Store Manager',
      duties: ['Run a store of fifteen people', 'Reach the monthly sales target', 'Hire and train the team'],
      needs: ['Three years or more in retail, one as a supervisor', 'Good with numbers', 'Can be placed in another city'],
    },
    id: {
      title: 'Kepala Toko',
      duties: ['Mengelola toko dengan lima belas karyawan', 'Mencapai target penjualan bulanan', 'Merekrut dan melatih tim'],
      needs: ['Pengalaman minimal tiga tahun di ritel, satu tahun sebagai supervisor', 'Cakap mengolah angka', 'Bersedia ditempatkan di kota lain'],
    },
  },
  {
    category: 'construction',
    domain: 'CONSTRUCTION',
    level: 'SUPERVISOR',
    qualification: 'BACHELOR',
    skills: ['AUTOCAD', 'PROJECT_MANAGEMENT', 'LEADERSHIP'],
    pay: [10, 18],
    experience: [4, 8],
    en: {
      title: 'Site Engineer',
      duties: ['Supervise building work on site', 'Check quality, safety and schedule', 'Report to the project manager'],
      needs: ['Degree in civil engineering', 'Four years or more on building projects', 'SKA certificate is a plus'],
    },
    id: {
      title: 'Site Engineer',
      duties: ['Mengawasi pekerjaan konstruksi di lapangan', 'Memeriksa mutu, K3, dan jadwal', 'Melapor kepada manajer proyek'],
      needs: ['Lulusan S1 teknik sipil', 'Pengalaman minimal empat tahun di proyek gedung', 'Memiliki SKA menjadi nilai tambah'],
    },
  },
  {
    category: 'information-technology',
    domain: 'INFORMATION_TECHNOLOGY',
    level: 'INTERN',
    qualification: 'BACHELOR',
    skills: ['JAVASCRIPT', 'PHP', 'LARAVEL'],
    pay: [2.5, 4],
    experience: [0, 1],
    en: {
      title: 'Web Developer Intern',
      duties: ['Build features for our Laravel web app', 'Write tests with a mentor', 'Join the daily stand-up'],
      needs: ['Final-year student or fresh graduate in informatics', 'Knows PHP or JavaScript', 'Six months, full time'],
    },
    id: {
      title: 'Magang Web Developer',
      duties: ['Membangun fitur aplikasi web Laravel kami', 'Menulis pengujian bersama mentor', 'Mengikuti stand-up harian'],
      needs: ['Mahasiswa tingkat akhir atau lulusan baru informatika', 'Memahami PHP atau JavaScript', 'Enam bulan, penuh waktu'],
    },
  },
];

/** Role indexes by the kind of employer. */
const TECH = [0, 1, 2, 3, 4, 5, 7, 8, 13, 23, 27];
const RETAIL = [10, 14, 15, 22, 24, 25, 26, 7];
const FACTORY = [16, 17, 19, 20, 10, 12, 14];
const SERVICES = [11, 12, 13, 9, 24, 15, 8];

export const BOARD_COMPANIES: BoardCompany[] = [
  { name: 'PT Kopi Senja Nusantara', industry: 'FOOD_BEVERAGE', size: '201-500', founded: 2016, city: 'Bandung', about: 'A chain of 120 coffee shops across Java and Bali, roasting Indonesian beans since 2016.', roles: [22, 22, 25, 23, 15, 7, 6, 8] },
  { name: 'PT Bayar Cepat Indonesia', industry: 'FINTECH', size: '501-1000', founded: 2017, city: 'Jakarta', about: 'A payments company trusted by 40,000 merchants, from warung to marketplaces.', roles: TECH },
  { name: 'PT Kirim Kilat Logistik', industry: 'LOGISTICS_TRANSPORTATION', size: '1000+', founded: 2012, city: 'Surabaya', about: 'Same-day and next-day delivery to 500 cities, with our own fleet and hubs.', roles: [18, 19, 15, 14, 4, 13, 11] },
  { name: 'RS Sehat Sentosa', industry: 'HEALTHCARE_PHARMA', size: '501-1000', founded: 1998, city: 'Semarang', about: 'A 300-bed private hospital with emergency, maternity and specialist clinics.', roles: [20, 20, 14, 13, 4, 15] },
  { name: 'Lingua Bright Academy', industry: 'EDUCATION', size: '51-200', founded: 2010, city: 'Yogyakarta', about: 'English and Mandarin courses for children and professionals, in class and online.', roles: [21, 21, 8, 7, 14, 15] },
  { name: 'PT Pabrik Rasa Makmur', industry: 'MANUFACTURING', size: '1000+', founded: 1985, city: 'Bekasi', about: 'Makers of snacks and instant noodles sold in every minimarket of the country.', roles: FACTORY },
  { name: 'PT Toko Serba Ada', industry: 'RETAIL_ECOMMERCE', size: '1000+', founded: 2001, city: 'Medan', about: 'Supermarkets and an online store serving Sumatra and Kalimantan.', roles: RETAIL },
  { name: 'PT Karya Bangun Persada', industry: 'CONSTRUCTION_REAL_ESTATE', size: '201-500', founded: 2005, city: 'Makassar', about: 'Contractor of offices, hospitals and housing in eastern Indonesia.', roles: [26, 16, 12, 14, 13, 5] },
  { name: 'PT Awan Data Solusi', industry: 'INFORMATION_TECHNOLOGY', size: '51-200', founded: 2019, city: 'Jakarta', about: 'Cloud and data services for banks and insurers; remote-first since day one.', roles: TECH },
  { name: 'PT Hijau Tani Sejahtera', industry: 'AGRICULTURE', size: '201-500', founded: 2008, city: 'Malang', about: 'Fresh produce from 5,000 partner farmers, delivered to retailers and restaurants.', roles: [10, 18, 19, 12, 3, 14] },
  { name: 'PT Media Kreasi Bangsa', industry: 'MEDIA_ENTERTAINMENT', size: '51-200', founded: 2014, city: 'Jakarta', about: 'A digital media group with news sites, podcasts and video channels.', roles: [8, 8, 6, 5, 7, 9, 0] },
  { name: 'PT Asuransi Lindung Jaya', industry: 'INSURANCE', size: '501-1000', founded: 1995, city: 'Jakarta', about: 'Health and life insurance for families and companies, with 60 branches.', roles: SERVICES },
  { name: 'PT Telko Nusa Jaringan', industry: 'TELECOMMUNICATIONS', size: '1000+', founded: 2003, city: 'Tangerang', about: 'Fibre internet for homes and offices in 80 cities.', roles: [4, 4, 15, 10, 11, 1, 16] },
  { name: 'Bali Harmoni Resort', industry: 'HOSPITALITY_TOURISM', size: '201-500', founded: 2009, city: 'Denpasar', about: 'A beachfront resort with 250 rooms, three restaurants and a spa.', roles: [22, 22, 15, 23, 7, 14, 8] },
  { name: 'PT Energi Bumi Lestari', industry: 'ENERGY_MINING', size: '1000+', founded: 1990, city: 'Balikpapan', about: 'Oil, gas and renewable energy operations in Kalimantan.', roles: [16, 26, 13, 12, 23, 4] },
  { name: 'PT Busana Indah Tekstil', industry: 'TEXTILE_GARMENT', size: '1000+', founded: 1988, city: 'Semarang', about: 'A garment exporter sewing for international brands.', roles: FACTORY },
  { name: 'Koperasi Maju Bersama', industry: 'BANKING_FINANCE', size: '51-200', founded: 2000, city: 'Palembang', about: 'A savings and loan cooperative serving small businesses in South Sumatra.', roles: SERVICES },
  { name: 'PT Belanja Pintar Digital', industry: 'RETAIL_ECOMMERCE', size: '201-500', founded: 2018, city: 'Jakarta', about: 'An online marketplace for home and living, shipping nationwide.', roles: [0, 3, 5, 7, 15, 18, 10, 9] },
  { name: 'PT Otomotif Prima Mandiri', industry: 'AUTOMOTIVE', size: '501-1000', founded: 1997, city: 'Batam', about: 'Car dealerships and workshops across the Riau Islands and Sumatra.', roles: [10, 11, 16, 13, 14, 15] },
  { name: 'Yayasan Cerdas Nusantara', industry: 'NON_PROFIT', size: '11-50', founded: 2012, city: 'Yogyakarta', about: 'A foundation running reading and coding classes for children in villages.', roles: [21, 8, 27, 3, 14] },
];

/** Benefits offered, richest first; a job takes a prefix of this list. */
export const BOARD_BENEFITS = [
  'BPJS_HEALTH',
  'BPJS_EMPLOYMENT',
  'THR',
  'PAID_LEAVE',
  'MEAL_ALLOWANCE',
  'TRANSPORT_ALLOWANCE',
  'TRAINING',
  'ANNUAL_BONUS',
  'PRIVATE_INSURANCE',
  'FLEXIBLE_HOURS',
  'LAPTOP',
] as const;
