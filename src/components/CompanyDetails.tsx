/**
 * A company as candidates read it (common/schemas/answers/company.ts `companyDoc`): the employer's profile page
 * shows exactly this, and the company page of discovery will too. The about text is HTML the server sanitized.
 * Texts come from the `company` namespace.
 */
import { useTranslation } from 'react-i18next';
import type { AnswerOf } from '@common/api/answers';
import { absoluteUrl } from '@common/format/html';
import { formatPhone } from '@common/format/phone';
import { Avatar } from './ui/Avatar';

type Company = AnswerOf<'company', 'get'>;

const SOCIAL = [
  ['linkedinUrl', 'LinkedIn'],
  ['facebookUrl', 'Facebook'],
  ['instagramUrl', 'Instagram'],
  ['twitterUrl', 'X (Twitter)'],
] as const;

/** `headingLevel` 1 on the company's own page; 2 inside the employer's profile screen. */
export function CompanyDetails({ company, headingLevel = 2 }: { company: Company; headingLevel?: 1 | 2 }) {
  const { t } = useTranslation('company');
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h2' | 'h3';
  const place = [company.cityName, company.stateName, company.countryName].filter(Boolean).join(', ');
  const phone = formatPhone(company.phoneCode, company.phone);
  const social = SOCIAL.filter(([field]) => company[field]);
  return (
    <article className="card company-details" aria-labelledby={`company-${company.id}-name`}>
      {company.coverUrl && <img className="company-cover" src={company.coverUrl} alt="" />}
      <header className="company-header">
        <Avatar src={company.logoUrl} alt={t('logoOf', { name: company.name })} name={company.name} />
        <div>
          <Heading id={`company-${company.id}-name`}>{company.name}</Heading>
          {company.industry && <p className="muted">{company.industry.name}</p>}
        </div>
      </header>
      <dl className="company-facts">
        {company.companySize && (
          <>
            <dt>{t('fields.companySize')}</dt>
            <dd>{t('size', { size: company.companySize })}</dd>
          </>
        )}
        {company.foundedYear !== null && (
          <>
            <dt>{t('fields.foundedYear')}</dt>
            <dd>{company.foundedYear}</dd>
          </>
        )}
        {place && (
          <>
            <dt>{t('fieldsets.location')}</dt>
            <dd>
              {place}
              {company.address && <span className="company-address">{company.address}</span>}
            </dd>
          </>
        )}
        {company.website && (
          <>
            <dt>{t('fields.website')}</dt>
            <dd>
              <a href={absoluteUrl(company.website)} target="_blank" rel="noopener noreferrer nofollow">
                {company.website.replace(/^https?:\/\//, '')}
              </a>
            </dd>
          </>
        )}
        {phone && (
          <>
            <dt>{t('fields.phone')}</dt>
            <dd>
              <a href={`tel:${phone.replace('-', '')}`}>{phone}</a>
            </dd>
          </>
        )}
        <dt>{t('liveJobs')}</dt>
        <dd>{company.liveJobs}</dd>
      </dl>
      {social.length > 0 && (
        <ul className="company-social" aria-label={t('fieldsets.social')}>
          {social.map(([field, name]) => (
            <li key={field}>
              <a href={absoluteUrl(company[field]!)} target="_blank" rel="noopener noreferrer nofollow">
                {name}
              </a>
            </li>
          ))}
        </ul>
      )}
      {company.aboutHtml && (
        <section aria-labelledby={`company-${company.id}-about`}>
          <Sub id={`company-${company.id}-about`}>{t('fields.about')}</Sub>
          {/* Sanitized by the server (server/http/richText.ts) before it was stored. */}
          <div className="rich-text-view" dangerouslySetInnerHTML={{ __html: company.aboutHtml }} />
        </section>
      )}
    </article>
  );
}
