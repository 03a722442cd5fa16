/**
 * A candidate's review of a company, written or changed (./CompanyReviews.tsx). Loaded when the form opens: the
 * company page does not carry the form library and its validation for readers.
 */
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { REVIEW_LIMITS } from '@common/constants/reviews';
import { reviewUpdateInput, type ReviewUpdateInput } from '@common/schemas/reviews';
import { Button, TextArea, TextField } from '../../../components/ui';
import { FormError } from '../../../components/ui/FormError';
import { api } from '../../../lib/api';
import { succeeded } from '../../../lib/forms/serverErrors';
import { useRevalidateOnLanguageChange, valibotResolver } from '../../../lib/forms/valibotResolver';
import { toast } from '../../../lib/toast';
import type { Company, Review } from '../api/search';
import '../../../components/ui/choices.css';

interface ReviewForm {
  rating: string;
  headline: string;
  text: string;
}
const RATINGS = [5, 4, 3, 2, 1] as const;

export default function ReviewEditor({
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
      <div className="actions-row">
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
