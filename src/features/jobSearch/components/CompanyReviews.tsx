/**
 * A company's reviews on its page (spec §7 Reviews): the average and the count ('50+' past 50), the reviews newest
 * first, and for a candidate the form to write theirs, or to change or delete it. The form validates with the
 * server's own schema (common/schemas/reviews.ts).
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { REVIEW_LIMITS } from '@common/constants/reviews';
import { formatDate } from '@common/format/dates';
import { formatReviewCount } from '@common/format/reviewCount';
import { reviewUpdateInput, type ReviewUpdateInput } from '@common/schemas/reviews';
import { Button, TextArea, TextField } from '../../../components/ui';
import { FormError } from '../../../components/ui/FormError';
import { api } from '../../../lib/api';
import { succeeded } from '../../../lib/forms/serverErrors';
import { useRevalidateOnLanguageChange, valibotResolver } from '../../../lib/forms/valibotResolver';
import { currentLanguage } from '../../../lib/i18n';
import { useSessionRole } from '../../../lib/store/roleHome';
import { toast } from '../../../lib/toast';
import { type Company, type Review, useReviews } from '../api/search';
import '../../../components/ui/choices.css';

interface ReviewForm {
  rating: string;
  headline: string;
  text: string;
}
const RATINGS = [5, 4, 3, 2, 1] as const;

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

function ReviewEditor({
  company,
  review,
  onDone,
}: {
  company: Company;
  review?: Review;
  onDone: () => void;
}) {
  const { t } = useTranslation('jobSearch');
  const client = useQueryClient();
  const empty = {
    rating: review ? String(review.rating) : '',
    headline: review?.headline ?? '',
    text: review?.text ?? '',
  };
  const form = useForm<ReviewForm, unknown, ReviewUpdateInput>({
    defaultValues: empty,
    resolver: valibotResolver(reviewUpdateInput),
    shouldFocusError: true,
  });
  const { register, handleSubmit, setError, formState } = form;
  useRevalidateOnLanguageChange(form);
  const onSubmit = handleSubmit(async (input) => {
    const call = review
      ? api('reviews', 'update', { params: { id: review.id }, body: input })
      : api('reviews', 'create', { body: { ...input, companyId: company.id } });
    const envelope = succeeded(await call.catch(() => null), setError, {
      fields: Object.keys(empty),
      fallback: t('errorMsg:somethingWrong'),
    });
    if (!envelope) return;
    toast.success(envelope.message);
    await client.invalidateQueries({ queryKey: ['reviews'] });
    await client.invalidateQueries({ queryKey: ['company'] });
    onDone();
  });
  const errors = formState.errors;
  return (
    <form className="card review-form" onSubmit={onSubmit} noValidate aria-labelledby="review-form-title">
      <h3 id="review-form-title">{review ? t('reviews.editTitle') : t('reviews.writeTitle')}</h3>
      <FormError message={errors.root?.server?.message} />
      <fieldset className="rating-field" aria-describedby={errors.rating ? 'rating-error' : undefined}>
        <legend>{t('reviews.rating')}</legend>
        {RATINGS.map((value) => (
          <label key={value} className="check">
            <input type="radio" value={String(value)} {...register('rating')} />
            <span>{t('reviews.stars', { count: value })}</span>
          </label>
        ))}
        {errors.rating?.message && (
          <p className="field-error" id="rating-error">
            {errors.rating.message}
          </p>
        )}
      </fieldset>
      <TextField
        label={t('reviews.headline')}
        maxLength={REVIEW_LIMITS.headlineMax}
        error={errors.headline?.message}
        {...register('headline')}
      />
      <TextArea
        label={t('reviews.text')}
        rows={5}
        maxLength={REVIEW_LIMITS.textMax}
        error={errors.text?.message}
        {...register('text')}
      />
      <div className="posting-actions">
        <Button type="submit" busy={formState.isSubmitting}>
          {review ? t('reviews.save') : t('reviews.publish')}
        </Button>
        {review && (
          <Button variant="ghost" onClick={onDone}>
            {t('reviews.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

function ReviewItem({ review, company }: { review: Review; company: Company }) {
  const { t } = useTranslation('jobSearch');
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const lng = currentLanguage();
  if (editing) return <ReviewEditor company={company} review={review} onDone={() => setEditing(false)} />;
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
        <div className="posting-actions">
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
      {writing && !mine && <ReviewEditor company={company} onDone={() => setWriting(false)} />}
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
