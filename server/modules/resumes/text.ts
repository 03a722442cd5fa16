/**
 * The text of an uploaded resume, for the profile proposals: a PDF's text layer (pdf.js; a scanned PDF has none) or
 * a Word document's paragraphs (mammoth; .docx only: the old binary .doc is not read). Lines are kept: the
 * proposals read a resume line by line.
 */

import { createRequire } from 'node:module';
import path from 'node:path';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** More than a resume holds; a larger text is cut (a 300-page PDF must not keep the server busy). */
const MAX_PAGES = 10;

async function pdfText(data: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // The standard fonts' metrics, so that a PDF using Helvetica & co. is read without a warning.
  const fonts = path.join(
    path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts/',
  );
  const task = getDocument({ data: new Uint8Array(data), useSystemFonts: false, standardFontDataUrl: fonts });
  const pdf = await task.promise;
  try {
    const lines: string[] = [];
    for (let n = 1; n <= Math.min(pdf.numPages, MAX_PAGES); n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      let line = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        line += item.str;
        if (item.hasEOL) {
          lines.push(line);
          line = '';
        }
      }
      if (line) lines.push(line);
    }
    return lines.join('\n');
  } finally {
    await task.destroy();
  }
}

/** The document's text, '' when it has none that can be read. */
export async function resumeText(data: Buffer, mime: string | null): Promise<string> {
  try {
    if (mime === 'application/pdf') return await pdfText(data);
    if (mime === DOCX) {
      const { default: mammoth } = await import('mammoth');
      return (await mammoth.extractRawText({ buffer: data })).value;
    }
  } catch {
    // A damaged file proposes nothing; it stays in the list as the candidate uploaded it.
  }
  return '';
}
