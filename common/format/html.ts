/**
 * Rich text helpers shared by the app and the server. `textOfHtml`: the text a reader sees in a piece of rich text (job descriptions, company about): tags dropped, the common
 * entities decoded, whitespace collapsed. Used to check a description's length on both sides and to fill the
 * full-text search column; not a sanitizer (the server sanitizes before storing: server/http/richText.ts).
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function textOfHtml(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Plain text as the HTML rich text fields store (a description from a spreadsheet, say): escaped, one <p> per
 * paragraph (separated by an empty line), <br> for a single line break.
 */
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
          .map((line) => escapeHtml(line.trim()))
          .join('<br>')}</p>`,
    )
    .join('');
}

/** A web address as a link needs it: spec §5 lets people leave out the scheme (`kopi.co.id`); links get https://. */
export const absoluteUrl = (address: string): string =>
  /^[a-z][a-z\d+.-]*:/i.test(address) ? address : `https://${address}`;
