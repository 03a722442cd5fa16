/**
 * Rich text from the editor (job descriptions, company about) is sanitized here before it is stored: an allowlist
 * of the tags the editor makes (headings, paragraphs, bold, italic, lists, links) and nothing else; links only to
 * http(s) and mailto, opened safely. sanitize-html is loaded on the first rich text saved, not at start.
 */
const OPTIONS = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'a',
    'blockquote',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // What is not allowed is dropped with its text for script-like tags, and unwrapped (text kept) for the rest.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
};

/** The configured sanitizer, made once, on the first rich text saved. */
let sanitizer: Promise<(html: string) => string> | undefined;

export async function sanitizeRichText(html: string): Promise<string> {
  const sanitize = await (sanitizer ??= import('sanitize-html').then(({ default: sanitizeHtml }) => {
    const options = {
      ...OPTIONS,
      transformTags: {
        a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
      },
    };
    return (text: string) => sanitizeHtml(text, options);
  }));
  return sanitize(html).trim();
}
