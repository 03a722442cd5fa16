/**
 * A company's reviews on its page (spec §7 Reviews): the average and the count ('50+' past 50), the reviews newest
 * first, and for a candidate the form to write theirs, or to change or delete it. The form validates with the
 * server's own schema (common/schemas/reviews.ts).
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate } from '@common/format/dates';
import { formatReviewCount } from '@common/format/reviewCount';
import { Button } from '../../../components/ui';
import { api } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { useSessionRole } from '../../../lib/store/roleHome';
import { toast } from '../../../lib/toast';
import { type Company, type Review, useReviews } from '../api/search';
import '../../../components/ui/choices.css';

const ReviewEditor = lazy(() => import('./ReviewEditor'));
/** While the form's code arrives (a moment, once). */
const EDITOR_LOADING = <p className="card review-form" aria-busy="true" />;

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('jobSearch');
  return (
    <span className="stars" role="img" aria-label={t('reviews.rated', { rating })}>
      {'★'.repeat(Math.round(rating))}
      <span aria-hidden="true" className="stars-off">
        {'★'.repeat(5 - Math.round(rating))}
      </span>
    </span>
  );
}

function ReviewItem({ review, company }: { review: Review; company: Company }) {
  const { t } = useTranslation('jobSearch');
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const lng = currentLanguage();
  if (editing)
    return (
      <Suspense fallback={EDITOR_LOADING}>
        <ReviewEditor company={company} review={review} onDone={() => setEditing(false)} />
      </Suspense>
    );
  const remove = async () => {
    if (!window.confirm(t('reviews.confirmDelete'))) return;
    const envelope = await api('reviews', 'softDelete', { body: { id: review.id } }).catch(() => null);
    if (!envelope || envelope.code !== 'SUCCESS') return;
    toast.success(envelope.message);
    await client.invalidateQueries({ queryKey: ['reviews'] });
    await client.invalidateQueries({ queryKey: ['company'] });
  };
  return (
    <article className="review" aria-labelledby={`review-${review.id}`}>
      <Stars rating={review.rating} />
      <h3 id={`review-${review.id}`}>{review.headline}</h3>
      <p className="review-text">{review.text}</p>
      <p className="muted">
        {review.authorName} · <time dateTime={review.createdAt}>{formatDate(review.createdAt, lng)}</time>
      </p>
      {review.isMine && (
        <div className="actions-row">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('reviews.edit')}
          </Button>
          <Button variant="ghost" onClick={() => void remove()}>
            {t('reviews.delete')}
          </Button>
        </div>
      )}
    </article>
  );
}

export function CompanyReviews({ company }: { company: Company }) {
  const { t } = useTranslation('jobSearch');
  const role = useSessionRole();
  const { data } = useReviews(company.id, 1, currentLanguage());
  const [writing, setWriting] = useState(false);
  const reviews = data?.reviews ?? [];
  const mine = reviews.some((review) => review.isMine);
  return (
    <section className="section" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t('reviews.title')}</h2>
      <p>
        {company.averageRating === null ? (
          t('reviews.none')
        ) : (
          <>
            <Stars rating={company.averageRating} /> {company.averageRating.toFixed(1)} ·{' '}
            {t('reviews.count', {
              count: company.reviewCount,
              shown: formatReviewCount(company.reviewCount),
            })}
          </>
        )}
      </p>
      {role === 'CANDIDATE' && !mine && !writing && (
        <Button variant="secondary" onClick={() => setWriting(true)}>
          {t('reviews.write')}
        </Button>
      )}
      {writing && !mine && (
        <Suspense fallback={EDITOR_LOADING}>
          <ReviewEditor company={company} onDone={() => setWriting(false)} />
        </Suspense>
      )}
      <ul className="review-list">
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewItem review={review} company={company} />
          </li>
        ))}
      </ul>
    </section>
  );
}
