/**
 * Title, description, keywords, author and Open Graph tags of a page. React 19 hoists these elements into <head>.
 * Server SEO data wins; otherwise the page's own title and description; the site title is the last resort.
 */
import { useSiteTitle } from '../settings';
import { Head } from './Head';
import { usePageSeo } from './usePageSeo';

export interface PageHeadProps {
  /** SEO row name, e.g. 'home' (looked up as `seo/page/home`). */
  page: string;
  module?: string;
  /** The page's own title, used when the server has none. */
  title?: string;
  description?: string;
}

export function PageHead({ page, module, title, description }: PageHeadProps) {
  const siteTitle = useSiteTitle();
  const { data: seo } = usePageSeo(page, module);
  const fullTitle = seo?.title || (title ? `${title} | ${siteTitle}` : siteTitle);
  const desc = seo?.description || description;
  const ogTitle = seo?.ogTitle || fullTitle;
  const ogDescription = seo?.ogDescription || desc;
  return (
    <Head>
      <title>{fullTitle}</title>
      {desc && <meta name="description" content={desc} />}
      {seo?.keywords && <meta name="keywords" content={seo.keywords} />}
      {seo?.author && <meta name="author" content={seo.author} />}
      <meta property="og:title" content={ogTitle} />
      {ogDescription && <meta property="og:description" content={ogDescription} />}
      {seo?.ogImage && <meta property="og:image" content={seo.ogImage} />}
      <meta property="og:site_name" content={siteTitle} />
    </Head>
  );
}
