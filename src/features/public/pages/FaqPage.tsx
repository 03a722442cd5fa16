import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router';
import { PageHead } from '../../../lib/seo/PageHead';

interface FaqGroup {
  heading: string;
  items: { q: string; a: string }[];
}

export default function FaqPage() {
  const { t } = useTranslation('faq');
  const groups = t('groups', { returnObjects: true }) as FaqGroup[];
  return (
    <div className="container prose faq">
      <PageHead page="faq" title={t('pageTitle')} description={t('description')} />
      <h1 className="page-title">{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      {Array.isArray(groups) &&
        groups.map((group) => (
          <section key={group.heading}>
            <h2>{group.heading}</h2>
            {group.items.map((item) => (
              <details key={item.q}>
                <summary>{item.q}</summary>
                <div>
                  <p>{item.a}</p>
                </div>
              </details>
            ))}
          </section>
        ))}
      <section className="card section">
        <h2>{t('moreTitle')}</h2>
        <p>{t('moreText')}</p>
        <Link className="btn btn-primary" to="/contact-us">
          {t('moreLink')}
        </Link>
      </section>
    </div>
  );
}
