/**
 * An image field (company logo and cover, a profile picture): a real file input with a visible label, a preview of
 * the current image, a remove button, the upload's progress, and errors shown beside it (role=alert). A chosen file
 * is checked here first with the rules the server applies (common/constants/files.ts: type and size), uploaded at
 * once (files/upload), and handed to `onChange` as `{ path, url }`: the form sends the path with its body, the url
 * is what to show. The server checks the file again by its content, and the path when the form is saved.
 *
 * Its texts are in the `upload` namespace (with `validate` for the rule messages): a page that shows it loads
 * IMAGE_UPLOAD_NAMESPACES with its own, or the texts appear a moment after the field.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api/client';
import { uploadFile } from '../lib/api/upload';
import type { Namespace } from '../lib/i18n/namespaces';
import { MB, UPLOAD_RULES, uploadProblem, type ImageUploadKind } from '@common/constants/files';
import { Button } from './ui';
import { FileInput } from './ui/FileInput';
import './ImageUpload.css';

export const IMAGE_UPLOAD_NAMESPACES: Namespace[] = ['upload', 'validate'];

export interface ImageUploadProps {
  label: string;
  kind: ImageUploadKind;
  /** The current image's URL, or null for none. */
  value: string | null;
  /** A new image once it is uploaded, or null when the user removes it. */
  onChange: (upload: { path: string; url: string } | null) => void;
  hint?: string;
  disabled?: boolean;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export function ImageUpload({ label, kind, value, onChange, hint, disabled }: ImageUploadProps): JSX.Element {
  const { t, ready } = useTranslation(IMAGE_UPLOAD_NAMESPACES, { useSuspense: false });
  const id = useId();
  const inputId = `image-upload${id}`;
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  /** 0–1 while an upload runs; null otherwise. */
  const [progress, setProgress] = useState<number | null>(null);
  /** The chosen file, shown while it uploads. */
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  const rule = UPLOAD_RULES[kind];

  // Leaving the page cancels an upload under way and frees the preview.
  useEffect(() => () => running.current?.abort(), []);
  useEffect(() => (localPreview ? () => URL.revokeObjectURL(localPreview) : undefined), [localPreview]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so that choosing the same file again (after an error) is a change too.
    input.value = '';
    if (!file) return;
    const problem = uploadProblem(kind, file);
    if (problem) {
      setError(t(`validate:${problem.key}`, { field: t('validate:fields.file'), max: problem.max }));
      return;
    }
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setError(null);
    setStatus('');
    setProgress(0);
    setLocalPreview(URL.createObjectURL(file));
    try {
      const uploaded = await uploadFile(kind, file, { signal: controller.signal, onProgress: setProgress });
      onChange({ path: uploaded.path, url: uploaded.url });
      setStatus(t('upload:uploaded'));
    } catch (failure) {
      if (isAbort(failure)) return;
      setError(failure instanceof ApiError ? failure.message : t('errorMsg:somethingWrong'));
    } finally {
      if (running.current === controller) {
        running.current = null;
        setProgress(null);
        setLocalPreview(null);
      }
    }
  }

  function remove() {
    running.current?.abort();
    setError(null);
    setStatus(t('upload:removed'));
    onChange(null);
  }

  const busy = progress !== null;
  const shown = localPreview ?? value;
  const rulesText = ready ? t('upload:imageRules', { max: rule.maxBytes / MB }) : '';
  const describedBy = [
    hint && `${inputId}-hint`,
    rulesText && `${inputId}-rules`,
    error && `${inputId}-error`,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={`field image-upload image-upload-${kind}`}>
      <label htmlFor={inputId}>{label}</label>
      {hint && (
        <p className="field-hint" id={`${inputId}-hint`}>
          {hint}
        </p>
      )}
      <div className="image-upload-body">
        <div className="image-upload-preview">
          {shown ? (
            <img src={shown} alt={ready ? t('upload:current', { label }) : label} />
          ) : (
            <span className="image-upload-empty">{ready ? t('upload:none') : ''}</span>
          )}
        </div>
        <div className="image-upload-controls">
          <FileInput
            id={inputId}
            accept={rule.accept}
            disabled={disabled || busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            onChange={(event) => void choose(event)}
          />
          {rulesText && (
            <p className="field-hint" id={`${inputId}-rules`}>
              {rulesText}
            </p>
          )}
          {busy && (
            <progress
              className="image-upload-progress"
              max={1}
              value={progress}
              aria-label={ready ? t('upload:uploading', { percent: Math.round(progress * 100) }) : label}
            />
          )}
          {value && !busy && (
            <Button
              variant="secondary"
              onClick={remove}
              disabled={disabled}
              aria-label={ready ? t('upload:removeLabel', { label }) : undefined}
            >
              {ready ? t('upload:remove') : '×'}
            </Button>
          )}
        </div>
      </div>
      <p className="visually-hidden" role="status">
        {busy && ready ? t('upload:uploading', { percent: Math.round(progress * 100) }) : status}
      </p>
      {error && (
        <p className="field-error" id={`${inputId}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
