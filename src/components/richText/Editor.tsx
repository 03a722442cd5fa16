/**
 * The editor behind RichTextField (lazy chunk): tiptap's StarterKit limited to what the server keeps (h2/h3,
 * paragraphs, bold, italic, underline, lists, links, quotes), a toolbar of toggle buttons, and the editing area as a
 * labelled multi-line textbox for screen readers and Playwright's getByLabel.
 */
import { EditorContent, useEditor, useEditorState, type Editor as TiptapEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { textOfHtml } from '@common/format/html';
import './richText.css';

interface Props {
  value: string;
  onChange(html: string): void;
  onBlur?(): void;
  maxTextLength?: number;
  inputId: string;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
}

/**
 * tiptap destroys an editor whose component left the page for a moment (a suspense fallback, a remount) and makes a
 * new one on the next render; the render in between must not read the destroyed one (its schema is gone).
 */
const live = (editor: TiptapEditor | null): editor is TiptapEditor => Boolean(editor && !editor.isDestroyed);

/** An editor with nothing in it gives '<p></p>': store that as empty. */
const htmlOf = (editor: TiptapEditor) => (editor.isEmpty ? '' : editor.getHTML());

type Mark = 'bold' | 'italic' | 'underline' | 'bulletList' | 'orderedList' | 'blockquote';
const TOGGLES: { name: Mark | 'h2' | 'h3'; run(editor: TiptapEditor): void }[] = [
  { name: 'h2', run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { name: 'h3', run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { name: 'bold', run: (e) => e.chain().focus().toggleBold().run() },
  { name: 'italic', run: (e) => e.chain().focus().toggleItalic().run() },
  { name: 'underline', run: (e) => e.chain().focus().toggleUnderline().run() },
  { name: 'bulletList', run: (e) => e.chain().focus().toggleBulletList().run() },
  { name: 'orderedList', run: (e) => e.chain().focus().toggleOrderedList().run() },
  { name: 'blockquote', run: (e) => e.chain().focus().toggleBlockquote().run() },
];

const isActive = (editor: TiptapEditor, name: (typeof TOGGLES)[number]['name']) =>
  name === 'h2' || name === 'h3'
    ? editor.isActive('heading', { level: Number(name[1]) })
    : editor.isActive(name);

/** http(s) and mailto only, as the server keeps; a bare domain gets https://. */
function linkTarget(typed: string): string | null {
  const text = typed.trim();
  if (!text) return null;
  if (/^(https?:\/\/|mailto:)/i.test(text)) return text;
  if (/^[^\s/:]+\.[^\s]+$/.test(text)) return `https://${text}`;
  return null;
}

export default function Editor({
  value,
  onChange,
  onBlur,
  maxTextLength,
  inputId,
  labelId,
  describedBy,
  invalid,
}: Props) {
  const { t } = useTranslation('editor');
  // The editing area names itself by the field's label, and carries its hint and error, as a multi-line textbox.
  const attributes = useMemo(
    () => ({
      id: inputId,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      ...(invalid ? { 'aria-invalid': 'true' } : {}),
      class: 'rich-text input',
    }),
    [inputId, labelId, describedBy, invalid],
  );
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: { openOnClick: false, autolink: true, protocols: ['mailto'], defaultProtocol: 'https' },
      }),
    ],
    content: value,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => onChange(htmlOf(current)),
    onBlur: () => onBlur?.(),
  });

  // A value set from outside (a form reset, the saved profile arriving) replaces the content.
  useEffect(() => {
    if (live(editor) && value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // ARIA attributes follow the field's error and hint after the first render too.
  useEffect(() => {
    if (live(editor)) editor.setOptions({ editorProps: { attributes } });
  }, [editor, attributes]);

  const state = useEditorState({
    editor,
    // The editor of this render, not the snapshot's: after tiptap replaced a destroyed editor, the snapshot keeps the
    // old one until the new one's first transaction, and the toolbar would stay away until then.
    selector: () =>
      live(editor)
        ? {
            active: Object.fromEntries(TOGGLES.map(({ name }) => [name, isActive(editor, name)])),
            link: editor.isActive('link'),
            length: textOfHtml(editor.getHTML()).length,
          }
        : null,
  });
  if (!live(editor) || !state) return null;

  const editLink = () => {
    if (state.link) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      return;
    }
    const href = linkTarget(window.prompt(t('linkPrompt')) ?? '');
    if (href) editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
  };

  return (
    <div className="rich-text-editor">
      <div className="rich-text-toolbar" role="toolbar" aria-label={t('toolbar')} aria-controls={inputId}>
        {TOGGLES.map(({ name, run }) => (
          <button
            key={name}
            type="button"
            className="rich-text-button"
            aria-pressed={state.active[name]}
            title={t(`${name}`)}
            onClick={() => run(editor)}
          >
            <span aria-hidden="true" className={`rich-text-icon rich-text-icon-${name}`}>
              {t(`${name}Short`)}
            </span>
            <span className="visually-hidden">{t(`${name}`)}</span>
          </button>
        ))}
        <button
          type="button"
          className="rich-text-button"
          aria-pressed={state.link}
          title={state.link ? t('unlink') : t('link')}
          onClick={editLink}
        >
          {/* Drawn, not an emoji: a phone or desktop without an emoji font showed an empty box. */}
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1.2 1.2M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1.2-1.2"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          <span className="visually-hidden">{state.link ? t('unlink') : t('link')}</span>
        </button>
      </div>
      <EditorContent editor={editor} />
      {maxTextLength !== undefined && (
        <p
          className={
            state.length > maxTextLength ? 'field-error rich-text-count' : 'field-hint rich-text-count'
          }
        >
          {t('count', { count: state.length, max: maxTextLength })}
        </p>
      )}
    </div>
  );
}
