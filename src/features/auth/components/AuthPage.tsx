import { useEffect, useRef, type ReactNode } from 'react';
import './auth.css';
import { PageHead } from '../../../lib/seo/PageHead';

interface AuthPageProps {
  /** SEO row name (e.g. 'candidate-login'). */
  seoPage: string;
  title: string;
  lead?: ReactNode;
  description?: string;
  children: ReactNode;
  wide?: boolean;
}

/** The frame of every auth screen: one card, its heading first (the page's focus target on step changes). */
export function AuthPage({ seoPage, title, lead, description, children, wide }: AuthPageProps) {
  return (
    <div className="container auth-page">
      <PageHead page={seoPage} title={title} description={description ?? title} />
      <section
        className={wide ? 'card auth-card auth-card-wide' : 'card auth-card'}
        aria-labelledby="auth-title"
      >
        <h1 id="auth-title" className="page-title">
          {title}
        </h1>
        {lead && <p className="lead">{lead}</p>}
        {children}
      </section>
    </div>
  );
}

/** The form-wide message (server answer, network failure), announced when it appears. */
export function FormAlert({
  message,
  tone = 'error',
}: {
  message?: string | undefined;
  tone?: 'error' | 'success';
}) {
  if (!message) return null;
  return (
    <p className={`alert alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {message}
    </p>
  );
}

/**
 * Moves focus to an element once the step is shown. Runs after the shell's own focus-the-main-region on navigation,
 * so the person lands on the field they need next.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => ref.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, []);
  return ref;
}
