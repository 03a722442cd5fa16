/**
 * The form of one entry of a list section (add or edit), built from the section's field list (./entryFields.ts)
 * and validated with the call's own schema. Saving adds or changes the entry; the server's field errors show
 * beside their fields, in the user's language.
 */
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CandidateEntryModule } from '@common/constants/candidateProfile';
import { CANDIDATE_LIMITS } from '@common/constants/candidateProfile';
import { CANDIDATE_ENTRY_INPUTS } from '@common/schemas/candidateProfile';
import { Button, TextArea, TextField } from '../../../components/ui';
import { FormError } from '../../../components/ui/FormError';
import { SelectField } from '../../../components/ui/SelectField';
import { useMasterOptions } from '../../../lib/api/reference';
import { uploadFile } from '../../../lib/api/upload';
import { succeeded } from '../../../lib/forms/serverErrors';
import { useRevalidateOnLanguageChange, valibotResolver } from '../../../lib/forms/valibotResolver';
import { toast } from '../../../lib/toast';
import { useEntryWrites } from '../api/profile';
import { type EntryValues, type FieldSpec, SECTION_SPECS } from './entryFields';
import { FileInput } from '../../../components/ui/FileInput';
import '../../../components/ui/choices.css';

interface Props {
  module: CandidateEntryModule;
  /** The entry being edited (its id and values), or none to add one. */
  editing?: { id: number; values: EntryValues } | undefined;
  initial: EntryValues;
  /** After a save (true) or a cancel (false). */
  onDone(saved: boolean): void;
}

function MasterField({
  spec,
  label,
  error,
  ...rest
}: { spec: Extract<FieldSpec, { kind: 'master' }>; label: string; error: string | undefined } & Omit<
  React.SelectHTMLAttributes<HTMLSelectElement>,
  'children'
>) {
  const { t } = useTranslation('profile');
  const options = useMasterOptions(spec.codeType).data ?? [];
  return (
    <SelectField
      label={label}
      placeholder={t('choose')}
      options={options}
      error={error}
      optionalText={spec.optional ? t('optional') : undefined}
      {...rest}
    />
  );
}

export function EntryForm({ module, editing, initial, onDone }: Props) {
  const { t } = useTranslation('profile');
  const writes = useEntryWrites(module);
  const spec = SECTION_SPECS[module];
  const schema = CANDIDATE_ENTRY_INPUTS[module];
  const form = useForm<EntryValues>({
    defaultValues: editing?.values ?? initial,
    resolver: valibotResolver(schema),
    shouldFocusError: true,
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  useRevalidateOnLanguageChange(form);
  const values = useWatch({ control });
  const [uploading, setUploading] = useState(false);
  const fieldNames = spec.fields.flatMap((f) =>
    f.kind === 'master' && f.other ? [f.name, f.other.field] : [f.name],
  );

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    handleSubmit(async (body) => {
      const call = editing ? writes.update(editing.id, body) : writes.create(body);
      const result = await call.catch(() => null);
      if (result === 'queued') {
        // In the offline queue: the section lists it as waiting for the network (EntrySection).
        toast.success(t('common:pending.queued'));
        onDone(true);
        return;
      }
      const envelope = succeeded(result, setError, {
        fields: fieldNames,
        fallback: t('errorMsg:somethingWrong'),
      });
      if (envelope) onDone(true);
    })(event);

  const labelOf = (field: FieldSpec) =>
    'label' in field && field.label ? t(field.label) : t(`validate:fields.${field.name}`);
  const error = (name: string) => errors[name]?.message;
  const optional = (field: FieldSpec) => ('optional' in field && field.optional ? t('optional') : undefined);

  return (
    <form className="entry-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {spec.fields.map((field) => {
        switch (field.kind) {
          case 'master':
            return (
              <div key={field.name}>
                <MasterField
                  spec={field}
                  label={labelOf(field)}
                  error={error(field.name)}
                  {...register(field.name)}
                />
                {field.other && values[field.name] === field.other.code && (
                  <TextField
                    label={t(`validate:fields.${field.other.field}`)}
                    error={error(field.other.field)}
                    required
                    {...register(field.other.field)}
                  />
                )}
              </div>
            );
          case 'month':
            // The end of a current job is hidden (the schema drops it).
            if (module === 'experience' && field.name === 'endMonth' && values.isCurrent) return null;
            return (
              <TextField
                key={field.name}
                label={labelOf(field)}
                type="month"
                placeholder="YYYY-MM"
                hint={field.hint ? t(field.hint) : undefined}
                optionalText={optional(field)}
                error={error(field.name)}
                required={!field.optional}
                {...register(field.name)}
              />
            );
          case 'check':
            return (
              <label key={field.name} className="check">
                <input type="checkbox" {...register(field.name)} />
                {labelOf(field)}
              </label>
            );
          case 'textarea':
            return (
              <TextArea
                key={field.name}
                label={labelOf(field)}
                optionalText={optional(field)}
                error={error(field.name)}
                maxLength={CANDIDATE_LIMITS.descriptionMax}
                rows={4}
                {...register(field.name)}
              />
            );
          case 'document':
            return (
              <div className="field" key={field.name}>
                <label htmlFor={`${module}-${field.name}`}>
                  {labelOf(field)} <span className="optional">({t('optional')})</span>
                </label>
                {values[field.name] ? (
                  <p>
                    {t('fileAttached')}{' '}
                    <button type="button" className="link-button" onClick={() => setValue(field.name, '')}>
                      {t('removeFile')}
                    </button>
                  </p>
                ) : (
                  <FileInput
                    id={`${module}-${field.name}`}
                    accept=".pdf,.doc,.docx"
                    disabled={uploading}
                    aria-invalid={error(field.name) ? true : undefined}
                    onChange={async (event) => {
                      const file = event.currentTarget.files?.[0];
                      if (!file) return;
                      setUploading(true);
                      try {
                        setValue(field.name, (await uploadFile('document', file)).path);
                      } catch (err) {
                        setError(field.name, { message: (err as Error).message });
                      } finally {
                        setUploading(false);
                      }
                    }}
                  />
                )}
                {error(field.name) && <p className="field-error">{error(field.name)}</p>}
              </div>
            );
          default:
            return (
              <TextField
                key={field.name}
                label={labelOf(field)}
                type={field.kind === 'url' ? 'url' : 'text'}
                inputMode={field.kind === 'url' ? 'url' : undefined}
                optionalText={optional(field)}
                error={error(field.name)}
                maxLength={CANDIDATE_LIMITS.textMax}
                required={!field.optional}
                {...register(field.name)}
              />
            );
        }
      })}
      <FormError message={errors.root?.server?.message} />
      <div className="entry-actions">
        <Button type="submit" busy={isSubmitting || uploading}>
          {editing ? t('saveEntry') : t('addEntry')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => onDone(false)}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
