import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router';
import { formatPhone } from '@common/format/phone';
import { isLanguage } from '../../../lib/i18n/languages';
import { PageHead } from '../../../lib/seo/PageHead';
import { usePageSeo } from '../../../lib/seo/usePageSeo';
import { useSettings, type SiteSettings } from '../../../lib/settings';

interface AboutText {
  intro: string;
  sections: { heading: string; paragraphs: string[] }[];
}

const SOCIAL_NAMES: Record<string, string> = {
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  x: 'X',
  youtube: 'YouTube',
};

function isAboutText(value: unknown): value is AboutText {
  const text = value as AboutText | null;
  return (
    typeof text?.intro === 'string' &&
    Array.isArray(text.sections) &&
    text.sections.every((s) => typeof s?.heading === 'string' && Array.isArray(s.paragraphs))
  );
}

/** The About text of the settings (`aboutUs`) in the language shown, else in English. */
export function aboutText(settings: SiteSettings | undefined, lng: string): AboutText | null {
  const all = settings?.aboutUs as Record<string, unknown> | undefined;
  const text = all?.[isLanguage(lng) ? lng : 'en'];
  if (isAboutText(text)) return text;
  return isAboutText(all?.en) ? all.en : null;
}

function httpsUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The contact settings: e-mail, phone (+{code}-{number}, spec §3), office and social links. */
function Contacts({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation('about');
  const email = typeof settings.contactEmail === 'string' ? settings.contactEmail : '';
  const phoneSetting = settings.supportPhone as { code?: string; number?: string } | undefined;
  const phone = formatPhone(phoneSetting?.code, phoneSetting?.number);
  const office = typeof settings.officeAddress === 'string' ? settings.officeAddress : '';
  const social = Object.entries((settings.socialLinks as Record<string, unknown> | undefined) ?? {})
    .map(([key, value]) => [SOCIAL_NAMES[key] ?? key, httpsUrl(value)] as const)
    .filter((entry): entry is readonly [string, string] => entry[1] !== null);
  return (
    <section className="card section" aria-labelledby="about-contact-title">
      <h2 id="about-contact-title">{t('contactTitle')}</h2>
      <dl className="about-contacts">
        {email && (
          <div>
            <dt>{t('email')}</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </div>
        )}
        {phone && (
          <div>
            <dt>{t('phone')}</dt>
            <dd>
              <a href={`tel:${phone.replace(/-/g, '')}`}>{phone}</a>
            </dd>
          </div>
        )}
        {office && (
          <div>
            <dt>{t('office')}</dt>
            <dd>{office}</dd>
          </div>
        )}
        {social.length > 0 && (
          <div>
            <dt>{t('social')}</dt>
            <dd>
              <ul className="about-social">
                {social.map(([name, href]) => (
                  <li key={name}>
                    <a href={href} rel="noopener noreferrer">
                      {name}
                    </a>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
      <Link className="btn btn-primary" to="/contact-us">
        {t('contactForm')}
      </Link>
    </section>
  );
}

/**
 * /about-us, served by the app (spec §2 had it as a link out to the company site, which many offices cannot reach).
 * Its lead is the page's SEO description, its text the `aboutUs` setting, both in the language shown, then the
 * contact settings.
 */
export default function AboutUsPage() {
  const { t, i18n } = useTranslation('about');
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const { data: settings, isPending } = useSettings();
  const { data: seo } = usePageSeo('about-us');
  const text = aboutText(settings, lng);
  return (
    <article className="container prose about" aria-labelledby="about-title">
      <PageHead page="about-us" title={t('pageTitle')} description={t('description')} />
      <h1 id="about-title" className="page-title">
        {t('title')}
      </h1>
      <p className="lead">{seo?.description || t('description')}</p>
      {isPending ? (
        <p className="muted" role="status">
          {t('common:loading')}
        </p>
      ) : (
        <>
          {text && (
            <>
              <p>{text.intro}</p>
              {text.sections.map((section) => (
                <section key={section.heading}>
                  <h2>{section.heading}</h2>
                  {section.paragraphs.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </section>
              ))}
            </>
          )}
          {settings && <Contacts settings={settings} />}
        </>
      )}
    </article>
  );
}
