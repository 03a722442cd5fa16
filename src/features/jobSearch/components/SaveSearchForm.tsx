/**
 * The form of "Save this search" (./SaveSearch.tsx): the search's name and its e-mail alerts. Loaded when a
 * candidate opens it, so the browse page does not carry the form library and its resolver for a button most visitors
 * never press.
 */
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { SAVED_SEARCH_LIMITS } from '@common/constants/savedSearches';
import { savedSearchSettings } from '@common/schemas/savedSearches';
import { Button, TextField } from '../../../components/ui';
import { FormError } from '../../../components/ui/FormError';
import { SelectField } from '../../../components/ui/SelectField';
import { succeeded } from '../../../lib/forms/serverErrors';
import { useRevalidateOnLanguageChange, valibotResolver } from '../../../lib/forms/valibotResolver';
import { filterOf, type SearchState } from '../../../lib/jobSearch/searchState';
import { toast } from '../../../lib/toast';
import { useSavedSearchCalls } from '../api/savedSearches';
import { ALERT_CHOICES, type AlertChoice, alertSettings, useAlertOptions } from './alertChoice';
import './browse.css';

const formSchema = v.object({
  name: savedSearchSettings.entries.name,
  alerts: v.picklist(ALERT_CHOICES),
});
type Form = v.InferInput<typeof formSchema>;

export default function SaveSearchForm({
  state,
  onSaved,
  onCancel,
}: {
  state: SearchState;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('jobSearch');
  const calls = useSavedSearchCalls();
  const alertOptions = useAlertOptions();
  const form = useForm<Form, unknown, v.InferOutput<typeof formSchema>>({
    defaultValues: {
      name: state.search || t('saveSearch.defaultName'),
      alerts: 'DAILY' satisfies AlertChoice,
    },
    resolver: valibotResolver(formSchema),
    shouldFocusError: true,
  });
  const { register, handleSubmit, setError, formState } = form;
  useRevalidateOnLanguageChange(form);
  const onSubmit = handleSubmit(async ({ name, alerts }) => {
    const envelope = succeeded(
      await calls.add({ name, search: state.search, filter: filterOf(state), ...alertSettings(alerts) }),
      setError,
      { fields: ['name'], fallback: t('errorMsg:somethingWrong') },
    );
    if (!envelope) return;
    toast.success(envelope.message);
    onSaved();
  });
  return (
    <form
      className="card save-search-form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="save-search-title"
    >
      <h2 id="save-search-title">{t('saveSearch.title')}</h2>
      <FormError message={formState.errors.root?.server?.message} />
      <TextField
        label={t('saveSearch.name')}
        maxLength={SAVED_SEARCH_LIMITS.nameMax}
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <SelectField label={t('saveSearch.alerts')} options={alertOptions} {...register('alerts')} />
      <div className="actions-row">
        <Button type="submit" busy={formState.isSubmitting}>
          {t('saveSearch.save')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('saveSearch.cancel')}
        </Button>
      </div>
    </form>
  );
}
