/**
 * What a resume's text proposes for the profile (proposals.ts propose()): the name, phone and e-mail at its top, the
 * SKILLS entries it names as whole words (Java is not in JavaScript) and the candidate does not have yet, and the jobs
 * and schools it lists with their periods as months, in an English and an Indonesian resume.
 */
import { describe, expect, it } from 'vitest';
import { type SkillName, propose } from './proposals.js';

/** A few SKILLS entries as the service passes them: the request's language first, then English and Indonesian. */
const SKILLS: SkillName[] = [
  { id: 1, names: ['Java', 'Java', 'Java'] },
  { id: 2, names: ['JavaScript', 'JavaScript', 'JavaScript'] },
  { id: 3, names: ['TypeScript', 'TypeScript', 'TypeScript'] },
  { id: 4, names: ['SQL', 'SQL', 'SQL'] },
  { id: 5, names: ['Microsoft Excel', 'Microsoft Excel', 'Microsoft Excel'] },
  { id: 6, names: ['Public speaking', 'Public speaking', 'Berbicara di depan umum'] },
  { id: 7, names: ['Python', 'Python', 'Python'] },
  { id: 8, names: ['Akuntansi', 'Accounting', 'Akuntansi'] },
  { id: 9, names: ['Kerja sama tim', 'Teamwork', 'Kerja sama tim'] },
  { id: 10, names: ['Node.js', 'Node.js', 'Node.js'] },
];

const ENGLISH = `Budi Santoso
Software Engineer
+62 812 3456 7890 | budi.santoso@example.com
Jakarta, Indonesia

EXPERIENCE
Senior Developer at PT Maju Jaya, Jan 2020 – Present
Built payment services in JavaScript and TypeScript.
Junior Developer - CV Kreatif (2016 - 2019)

EDUCATION
Universitas Indonesia, Aug 2012 - Jul 2016

SKILLS
JavaScript, SQL, Microsoft Excel, Public speaking`;

const INDONESIAN = `Siti Nurhaliza
0812 3456 7890
siti.nurhaliza@contoh.co.id
Bandung, Jawa Barat

PENGALAMAN KERJA
Staf Akuntansi di PT Sinar Abadi
Maret 2018 - Desember 2019
Admin Gudang | CV Berkah, Januari 2020 s/d sekarang

PENDIDIKAN
Politeknik Negeri Bandung, 2014 - 2017
SMA Negeri 3 Bandung 2011 - 2014

KEAHLIAN
Akuntansi, Microsoft Excel, Kerja sama tim`;

describe('propose', () => {
  it('reads an English resume: contact at the top, whole-word skills, jobs and schools with months', () => {
    // The candidate already has TypeScript.
    const found = propose(ENGLISH, SKILLS, new Set([3]));
    expect(found).toEqual({
      fullName: 'Budi Santoso',
      phone: '+62 812 3456 7890',
      email: 'budi.santoso@example.com',
      // Java only inside JavaScript, Python nowhere, TypeScript the candidate's own: none of them.
      skills: [
        { id: 2, name: 'JavaScript' },
        { id: 4, name: 'SQL' },
        { id: 5, name: 'Microsoft Excel' },
        { id: 6, name: 'Public speaking' },
      ],
      experiences: [
        { jobTitle: 'Senior Developer', companyName: 'PT Maju Jaya', startMonth: '2020-01', endMonth: '' },
        // A year alone starts in its January and ends in its December.
        {
          jobTitle: 'Junior Developer',
          companyName: 'CV Kreatif',
          startMonth: '2016-01',
          endMonth: '2019-12',
        },
      ],
      educations: [{ institute: 'Universitas Indonesia', startMonth: '2012-08', endMonth: '2016-07' }],
    });
  });

  it('reads an Indonesian resume: month names, s/d sekarang, a period under its job, Politeknik and SMA', () => {
    // The candidate already has Microsoft Excel.
    const found = propose(INDONESIAN, SKILLS, new Set([5]));
    expect(found).toEqual({
      fullName: 'Siti Nurhaliza',
      phone: '0812 3456 7890',
      email: 'siti.nurhaliza@contoh.co.id',
      skills: [
        { id: 8, name: 'Akuntansi' },
        { id: 9, name: 'Kerja sama tim' },
      ],
      experiences: [
        // The period stands on its own line, under the job it dates.
        {
          jobTitle: 'Staf Akuntansi',
          companyName: 'PT Sinar Abadi',
          startMonth: '2018-03',
          endMonth: '2019-12',
        },
        { jobTitle: 'Admin Gudang', companyName: 'CV Berkah', startMonth: '2020-01', endMonth: '' },
      ],
      educations: [
        { institute: 'Politeknik Negeri Bandung', startMonth: '2014-01', endMonth: '2017-12' },
        { institute: 'SMA Negeri 3 Bandung', startMonth: '2011-01', endMonth: '2014-12' },
      ],
    });
  });

  it('matches a skill by any of its names, whole words only, whatever the case and the spacing', () => {
    const names = (text: string, own: number[] = []) =>
      propose(text, SKILLS, new Set(own)).skills.map((s) => s.name);
    expect(names('I write javascript daily')).toEqual(['JavaScript']);
    expect(names('Java, and some JavaScript')).toEqual(['Java', 'JavaScript']);
    expect(names('Javanese cooking; Pythonic code')).toEqual([]);
    expect(names('Backend in Node.js; MICROSOFT\n   EXCEL reports')).toEqual(['Microsoft Excel', 'Node.js']);
    // The English name of an entry whose first name is Indonesian.
    expect(names('Accounting and teamwork')).toEqual(['Accounting', 'Teamwork']);
    expect(names('Accounting and teamwork', [8, 9])).toEqual([]);
    expect(names('SQLite only')).toEqual([]);
  });

  it('reads the other period forms and leaves lines without a period or a place alone', () => {
    const found = propose(
      [
        'Dewi Lestari',
        'Analyst at PT Data Nusantara, 03/2018 - 2020-05',
        'Designer, Studio Kecil, Sept 2015 to Dec 2017',
        'Freelance 2014 - 2015',
        'Intern at PT Kecil',
        'Akademi Sekretari Budi Luhur, Agustus 2010 hingga Juli 2013',
      ].join('\n'),
      [],
      new Set(),
    );
    expect(found.experiences).toEqual([
      { jobTitle: 'Analyst', companyName: 'PT Data Nusantara', startMonth: '2018-03', endMonth: '2020-05' },
      { jobTitle: 'Designer', companyName: 'Studio Kecil', startMonth: '2015-09', endMonth: '2017-12' },
    ]);
    expect(found.educations).toEqual([
      { institute: 'Akademi Sekretari Budi Luhur', startMonth: '2010-08', endMonth: '2013-07' },
    ]);
  });

  it('reads the usual phone forms', () => {
    const phone = (line: string) => propose(`Budi Santoso\n${line}`, [], new Set()).phone;
    expect(phone('0812-3456-7890')).toBe('0812-3456-7890');
    expect(phone('Tel. +6281234567890')).toBe('+6281234567890');
    expect(phone('(021) 555-1234 (office)')).toBe('(021) 555-1234');
    expect(phone('HP: 0812.3456.789 / budi@example.com')).toBe('0812.3456.789');
  });

  it('proposes no contact it cannot read at the top, and nothing from an empty text', () => {
    expect(propose('', SKILLS, new Set())).toEqual({
      fullName: null,
      phone: null,
      email: null,
      skills: [],
      experiences: [],
      educations: [],
    });
    // Too few digits for a phone; lines with digits are no name; an e-mail further down counts, a name there not.
    const items = Array.from({ length: 8 }, (_, i) => `Item ${i + 1}`);
    const found = propose(
      ['Resume 2024', 'Call 555-1234', ...items, 'Late Name', 'mail: late@example.org'].join('\n\n'),
      [],
      new Set(),
    );
    expect(found).toMatchObject({ fullName: null, phone: null, email: 'late@example.org' });
  });
});

describe('what is not proposed', () => {
  it('reads no job in a phone number, no school in a word that starts like one, no name in a title line', () => {
    const found = propose(
      [
        'CURRICULUM VITAE',
        'Budi Santoso',
        '+62 812-3456-7890 | budi@example.com',
        '0812-3456-7890',
        'Sales Executive at PT Smartfren Telecom, 2018 - 2020',
      ].join('\n'),
      [],
      new Set(),
    );
    expect(found.fullName).toBe('Budi Santoso');
    expect(found.experiences).toEqual([
      {
        jobTitle: 'Sales Executive',
        companyName: 'PT Smartfren Telecom',
        startMonth: '2018-01',
        endMonth: '2020-12',
      },
    ]);
    expect(found.educations).toEqual([]);
  });
});
