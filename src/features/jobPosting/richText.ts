/**
 * Until the rich text editor comes, a description is written as plain text: paragraphs separated by an empty line.
 * These turn it into the HTML the API stores (escaped, one <p> per paragraph, <br> for single line breaks) and back.
 */
import { textOfHtml } from '@common/format/html';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function plainToHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map(
      (paragraph) =>
        `<p>${paragraph
          .split('\n')
          .map((line) => escape(line.trim()))
          .join('<br>')}</p>`,
    )
    .join('');
}

export function htmlToPlain(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .split(/<\/(?:p|h[1-6]|li|blockquote)>/i)
    .map((block) =>
      block
        .split(/<br\s*\/?>/i)
        .map(textOfHtml)
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean)
    .join('\n\n');
}
