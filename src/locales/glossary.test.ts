/**
 * The checked rules of GLOSSARY.md, over every catalog (src/locales and common/locales, both languages) and every
 * mail template (server/mail/templates): retired words (OTP, the other spelling of e-mail, `perusahaan` for the
 * employer role) and plurals for counts. A failure lists each text at fault with its catalog and key.
 *
 * The mail templates are rendered, not imported by the app: this test reaches them through Vite's glob (as it does
 * the JSON catalogs), so a new template file is checked the day it is added, and the list below must name how to
 * render each of its exports.
 */
import { describe, expect, it } from 'vitest';
import { translate, type Language } from '@common/locales';

type Tree = { [key: string]: unknown };
type Catalogs = Record<string, Record<string, Tree>>; // lng → ns → catalog

/** One text people read, with where it lives: `src/locales › auth › login.title.employer`. */
interface Text {
  where: string;
  text: string;
}
/** The same text in both languages (a plural family's forms joined), for the rules that compare them. */
interface Pair {
  where: string;
  en: string;
  id: string;
}

const LANGUAGES: Language[] = ['en', 'id'];
const PLURAL = /_(zero|one|two|few|many|other)$/;

function byLanguage(modules: Record<string, { default: unknown }>): Catalogs {
  const out: Catalogs = {};
  for (const [file, module] of Object.entries(modules)) {
    const [, lng, ns] = /([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (lng && ns) (out[lng] ??= {})[ns] = module.default as Tree;
  }
  return out;
}

const roots: Record<string, Catalogs> = {
  'src/locales': byLanguage(import.meta.glob<{ default: unknown }>('./*/*.json', { eager: true })),
  'common/locales': byLanguage(
    import.meta.glob<{ default: unknown }>('../../common/locales/*/*.json', { eager: true }),
  ),
};

/** Leaf texts by key path ('login.title.employer', 'sections[2].items[0]'). */
function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, `${prefix}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
  return [];
}

function catalogTexts(lng: Language): Text[] {
  return Object.entries(roots).flatMap(([root, catalogs]) =>
    Object.entries(catalogs[lng] ?? {}).flatMap(([ns, catalog]) =>
      leaves(catalog).map(([key, text]) => ({ where: `${root} › ${ns} › ${key}`, text })),
    ),
  );
}

/** Texts of both languages at the same key, plural forms folded into one entry. */
function catalogPairs(): Pair[] {
  const folded = (lng: Language) => {
    const map = new Map<string, string>();
    for (const { where, text } of catalogTexts(lng)) {
      const key = where.replace(PLURAL, '');
      map.set(key, map.has(key) ? `${map.get(key)} | ${text}` : text);
    }
    return map;
  };
  const en = folded('en');
  const id = folded('id');
  return [...en].map(([where, text]) => ({ where, en: text, id: id.get(where) ?? '' }));
}

// ——— Mail templates ———

interface Mail {
  subject: string;
  text: string;
}
type Template = (lng: Language, ...args: never[]) => Mail;

const templateModules = import.meta.glob<Record<string, unknown>>('../../server/mail/templates/*.ts', {
  eager: true,
});
const templates = new Map<string, Template>(
  Object.values(templateModules).flatMap((module) =>
    Object.entries(module).filter((entry): entry is [string, Template] => typeof entry[1] === 'function'),
  ),
);

/** How to render each template export, in every variant that has its own wording. */
const RENDERINGS: Record<string, (lng: Language) => Mail[]> = {
  otpMail: (lng) => [
    call('otpMail', lng, '123456', 'SIGN_UP'),
    call('otpMail', lng, '123456', 'FORGOT_PASSWORD'),
  ],
  welcomeMail: (lng) => [
    call('welcomeMail', lng, 'Budi', 'EMPLOYER'),
    call('welcomeMail', lng, 'Budi', 'CANDIDATE'),
  ],
  approvalMail: (lng) => [call('approvalMail', lng, 'Budi', true), call('approvalMail', lng, 'Budi', false)],
  passwordChangedMail: (lng) => [call('passwordChangedMail', lng, 'Budi')],
  loginLockedMail: (lng) => [
    call('loginLockedMail', lng, 'Budi', 1),
    call('loginLockedMail', lng, 'Budi', 15),
  ],
  teamInvitationMail: (lng) =>
    (['ADMIN', 'RECRUITER'] as const).map((role) =>
      call('teamInvitationMail', lng, {
        name: 'Dewi',
        inviter: 'Budi',
        company: 'PT Maju Jaya',
        role,
        link: 'https://orbitjobs.local/employer/join?token=abc',
        days: 7,
      }),
    ),
  searchAlertMail: (lng) =>
    [1, 12].map((total) =>
      call('searchAlertMail', lng, {
        name: 'Sari',
        searchName: 'Kasir Jakarta',
        jobs: [
          {
            title: 'Kasir',
            company: 'PT Maju Jaya',
            where: 'Jakarta, Indonesia',
            salary: 'Rp 5,000,000',
            link: 'https://orbitjobs.local/jobsseekers/job-detail/kasir?id=1',
          },
        ],
        total,
        searchLink: 'https://orbitjobs.local/jobsseekers/browse-jobs?search=kasir',
        unsubscribeLink: 'https://orbitjobs.local/jobsseekers/search-alerts/unsubscribe?id=1&token=abc',
      }),
    ),
  notificationMail: (lng) => [
    call('notificationMail', lng, {
      name: 'Sari',
      title: 'Kasir: Hired',
      body: 'PT Maju Jaya updated your application for Kasir: Hired.',
      link: 'https://orbitjobs.local/jobsseekers/my-jobs?tab=applied',
      settingsLink: 'https://orbitjobs.local/jobsseekers/notification#mail-settings',
    }),
  ],
  layout: (lng) => [call('layout', lng, 'Subject', ['Paragraph'])],
};

function call(name: string, lng: Language, ...args: unknown[]): Mail {
  const template = templates.get(name);
  if (!template) throw new Error(`no mail template ${name}`);
  return (template as (...all: unknown[]) => Mail)(lng, ...args);
}

function mailPairs(): Pair[] {
  return Object.entries(RENDERINGS).flatMap(([name, render]) => {
    const en = render('en');
    const id = render('id');
    return en.map((mail, i) => ({
      where: `server/mail/templates › ${name} #${i + 1}`,
      en: `${mail.subject}\n${mail.text}`,
      id: `${id[i]?.subject ?? ''}\n${id[i]?.text ?? ''}`,
    }));
  });
}

// ——— The rules ———

/** Placeholders and their names are not wording: `{{email}}` is not a spelling of e-mail. */
const words = (text: string) => text.replace(/\{\{[^}]*\}\}/g, '{{}}');

const SPELLINGS: Record<Language, readonly string[]> = { en: ['e-mail', 'E-mail'], id: ['email', 'Email'] };

function retiredWords(lng: Language, text: string): string[] {
  const found: string[] = [];
  const plain = words(text);
  if (/\bOTPs?\b/i.test(plain)) found.push('OTP (say verification code / kode verifikasi)');
  for (const [spelling] of plain.matchAll(/\be[-‐‑]?mail/gi))
    if (!SPELLINGS[lng].includes(spelling)) found.push(`${spelling} (write ${SPELLINGS[lng].join(' / ')})`);
  return found;
}

function employerTerms({ en, id }: Pair): string[] {
  const found: string[] = [];
  if (/\bemployers?\b/i.test(en) && !/pemberi kerja/i.test(id))
    found.push('English says employer, Indonesian lacks "pemberi kerja"');
  if (/perusahaan/i.test(id) && !/\bcompan(y|ies)\b/i.test(en))
    found.push(
      'Indonesian says "perusahaan" where English does not say company (the role is "pemberi kerja")',
    );
  return found;
}

function findings(pairs: Pair[]): string[] {
  return pairs.flatMap((pair) => [
    ...LANGUAGES.flatMap((lng) =>
      retiredWords(lng, pair[lng]).map((what) => `${pair.where} [${lng}]: ${what}`),
    ),
    ...employerTerms(pair).map((what) => `${pair.where}: ${what}`),
  ]);
}

describe('retired terms (GLOSSARY.md)', () => {
  it('are not in the catalogs', () => {
    const pairs = catalogPairs();
    expect(pairs.length).toBeGreaterThan(100);
    expect(findings(pairs)).toEqual([]);
  });

  it('are not in the mail templates, and every template is rendered here', () => {
    expect([...templates.keys()].sort()).toEqual(Object.keys(RENDERINGS).sort());
    expect(findings(mailPairs())).toEqual([]);
  });

  it('are found where they are used', () => {
    expect(
      findings([
        {
          where: 'a',
          en: 'Enter the OTP sent to your email.',
          id: 'Masukkan OTP yang dikirim ke e-mail Anda.',
        },
        { where: 'b', en: 'Sign in as an employer', id: 'Masuk sebagai perusahaan' },
        { where: 'c', en: 'We sent a code to {{email}}.', id: 'Kami mengirim kode ke {{email}}.' },
        { where: 'd', en: 'Your company profile', id: 'Profil perusahaan Anda' },
      ]),
    ).toEqual([
      'a [en]: OTP (say verification code / kode verifikasi)',
      'a [en]: email (write e-mail / E-mail)',
      'a [id]: OTP (say verification code / kode verifikasi)',
      'a [id]: e-mail (write email / Email)',
      'b: English says employer, Indonesian lacks "pemberi kerja"',
      'b: Indonesian says "perusahaan" where English does not say company (the role is "pemberi kerja")',
    ]);
  });
});

// ——— Counts ———

/** English nouns that change with the number: after a placeholder they need a plural key. */
const COUNTED_NOUN =
  /\{\{\s*\w+\s*\}\}\s+(tries|try|attempts?|seconds?|minutes?|hours?|days?|weeks?|months?|years?|characters?|digits?|jobs?|applicants?|candidates?|results?|items?|times?|messages?|notifications?)\b/i;

describe('counts (GLOSSARY.md)', () => {
  it('use exactly the plural forms of each language', () => {
    const problems: string[] = [];
    for (const lng of LANGUAGES) {
      const categories = new Set<string>(new Intl.PluralRules(lng).resolvedOptions().pluralCategories);
      const families = new Map<string, Set<string>>();
      for (const { where } of catalogTexts(lng)) {
        const match = PLURAL.exec(where);
        if (!match?.[1]) continue;
        const family = where.slice(0, match.index);
        (families.get(family) ?? families.set(family, new Set()).get(family)!).add(match[1]);
      }
      for (const [family, forms] of families) {
        const have = [...forms].sort().join(', ');
        const want = [...categories].sort().join(', ');
        if (have !== want) problems.push(`${family} [${lng}]: has ${have}, needs ${want}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('put every counted text under plural keys', () => {
    const problems = LANGUAGES.flatMap((lng) =>
      catalogTexts(lng)
        .filter(({ where }) => !PLURAL.test(where))
        .filter(({ text }) => /\{\{\s*count\s*\}\}/.test(text) || (lng === 'en' && COUNTED_NOUN.test(text)))
        .map(({ where, text }) => `${where} [${lng}]: ${text}`),
    );
    expect(problems).toEqual([]);
  });

  it('read right for one and for many, in both languages', () => {
    expect(translate('en', 'account:otpWrong', { count: 1 })).toBe('The code is not correct. 1 try left.');
    expect(translate('en', 'account:otpWrong', { count: 4 })).toBe('The code is not correct. 4 tries left.');
    expect(translate('id', 'account:otpWrong', { count: 1 })).toBe(
      'Kode tidak benar. Sisa 1 kali percobaan.',
    );
    expect(translate('en', 'account:otpCooldown', { count: 1 })).toBe(
      'Please wait 1 second before asking for another code.',
    );
    expect(translate('en', 'account:otpCooldown', { count: 30 })).toBe(
      'Please wait 30 seconds before asking for another code.',
    );
    expect(translate('id', 'account:otpCooldown', { count: 30 })).toBe(
      'Tunggu 30 detik sebelum meminta kode lain.',
    );
    expect(translate('en', 'validate:tooShort', { field: 'Code', min: 1, count: 1 })).toBe(
      'Code must be at least 1 character.',
    );
    expect(translate('id', 'validate:tooLong', { field: 'Kode', max: 1, count: 1 })).toBe(
      'Kode maksimal 1 karakter.',
    );
  });
});
