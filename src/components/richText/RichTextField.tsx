/**
 * A rich text field (company about, job description): a label, hint and error like every field, around an editor
 * with headings, bold, italic, lists and links. The editor (tiptap, ~100 KB) is a chunk of its own, loaded when the
 * field first renders, so only the employer pages that have one pay for it; until it arrives the field shows the
 * text it holds. The value is HTML; the server sanitizes it before storing it (server/http/richText.ts).
 */
import { lazy, Suspense } from 'react';
import { loadNamespaces } from '../../lib/i18n';
import { Frame, useFieldIds, type FieldFrameProps } from '../ui/Field';
import './richText.css';

export interface RichTextFieldProps extends FieldFrameProps {
  id?: string;
  value: string;
  onChange(html: string): void;
  onBlur?(): void;
  /** The most characters of text (not markup) the field takes; shown as a count. */
  maxTextLength?: number;
}

/** The editor's code and its texts (namespace `editor`) arrive together. */
const Editor = lazy(async () => (await Promise.all([import('./Editor'), loadNamespaces(['editor'])]))[0]);

export function RichTextField({ label, error, hint, optionalText, id, ...editor }: RichTextFieldProps) {
  const ids = useFieldIds(id, error, hint);
  const labelId = `${ids.inputId}-label`;
  return (
    <Frame {...{ label, error, hint, optionalText }} {...ids} labelId={labelId}>
      <Suspense
        fallback={
          <div
            className="rich-text rich-text-loading input"
            aria-busy="true"
            // The text as it stands, until the editor is here (sanitized HTML from the server or the editor).
            dangerouslySetInnerHTML={{ __html: editor.value }}
          />
        }
      >
        <Editor
          {...editor}
          inputId={ids.inputId}
          labelId={labelId}
          describedBy={ids.describedBy}
          invalid={Boolean(error)}
        />
      </Suspense>
    </Frame>
  );
}
