/** The shared frame of every e-mail: plain text for every client, simple inline-styled HTML for the rest. */
import type { Language } from '../../../common/locales/index.js';

export interface Mail {
  subject: string;
  text: string;
  html: string;
}

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const FOOTER: Record<Language, string> = {
  en: 'You receive this e-mail because of your account at Orbit Jobs.',
  id: 'Anda menerima email ini karena akun Anda di Orbit Jobs.',
};

/**
 * Paragraphs of plain text; a paragraph of the form `[code]123456` is shown large in the HTML, one of the form
 * `[link]https://…` as a link (its address as its text).
 */
export function layout(lng: Language, subject: string, paragraphs: string[]): Mail {
  const text = [...paragraphs.map((p) => p.replace(/^\[(code|link)\]/, '')), '--', FOOTER[lng]].join('\n\n');
  const body = paragraphs
    .map((p) =>
      p.startsWith('[code]')
        ? `<p style="font-size:32px;letter-spacing:8px;font-weight:700;margin:24px 0">${escape(p.slice(6))}</p>`
        : p.startsWith('[link]')
          ? `<p style="margin:0 0 16px"><a href="${escape(p.slice(6))}" style="color:#0b5fff">${escape(p.slice(6))}</a></p>`
          : `<p style="margin:0 0 16px">${escape(p)}</p>`,
    )
    .join('');
  const html = `<!doctype html><html lang="${lng}"><body style="font-family:system-ui,sans-serif;color:#1a1d24;background:#f5f7fb;padding:24px"><div style="max-width:520px;margin:auto;background:#fff;border-radius:8px;padding:24px"><h1 style="font-size:20px;margin:0 0 16px;color:#0b5fff">Orbit Jobs</h1>${body}<hr style="border:none;border-top:1px solid #e3e7ef;margin:24px 0"><p style="font-size:12px;color:#5b6270">${escape(FOOTER[lng])}</p></div></body></html>`;
  return { subject, text, html };
}
