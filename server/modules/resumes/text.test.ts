/**
 * The text of an uploaded resume (text.ts resumeText): a PDF's text layer, line by line (pdf.js), a Word document's
 * paragraphs (mammoth), and '' for anything it cannot read (damaged bytes, an old .doc, another type).
 */
import { describe, expect, it } from 'vitest';
import { DOCX, PDF, docxOf, pdfOf } from '../../../tests/integration/resumes/documents.js';
import { renderResume } from './pdf.js';
import { resumeText } from './text.js';

const LINES = [
  'Rina Kusuma',
  '+62 813 2222 3333 · rina@example.com',
  'Accounting Staff at PT Maju Jaya, Jan 2020 – Present',
  'Skills: Microsoft Excel & SQL',
];

describe('resumeText', () => {
  it("reads a PDF's text line by line", async () => {
    const text = await resumeText(await pdfOf(LINES), PDF);
    expect(text.split('\n')).toEqual(LINES);
  });

  it('reads the PDF of a built resume, Indonesian section titles and accented names included', async () => {
    const pdf = await renderResume({
      fullName: 'José Ramírez',
      headline: '',
      contactLines: ['jose@example.com'],
      photo: null,
      template: 'ATS',
      language: 'id',
      sections: [
        {
          key: 'experiences',
          entries: [{ title: 'Kasir', subtitle: 'Toko Ñandú', period: 'Jan 2020 – sekarang', details: '' }],
          names: [],
        },
      ],
    });
    const text = await resumeText(pdf, PDF);
    expect(text).toContain('José Ramírez');
    expect(text).toContain('jose@example.com');
    expect(text.split('\n').slice(-4)).toEqual([
      // The heading is upper-cased by its style.
      'PENGALAMAN KERJA',
      'Kasir',
      'Toko Ñandú',
      'Jan 2020 – sekarang',
    ]);
  });

  it("reads a Word document's paragraphs", async () => {
    const text = await resumeText(await docxOf(LINES), DOCX);
    expect(text.split('\n').filter(Boolean)).toEqual(LINES);
  });

  it("returns '' for what it cannot read", async () => {
    const garbage = Buffer.from('%PDF-1.7\n this is not really a PDF \u0000\u0001\u0002', 'latin1');
    expect(await resumeText(garbage, PDF)).toBe('');
    expect(await resumeText(Buffer.from('PK\u0003\u0004 broken zip', 'latin1'), DOCX)).toBe('');
    expect(await resumeText(Buffer.alloc(0), PDF)).toBe('');
    // An old Word document or an unknown type is not read at all, even when its bytes would be.
    expect(await resumeText(await docxOf(LINES), 'application/msword')).toBe('');
    expect(await resumeText(await pdfOf(LINES), null)).toBe('');
    // A PDF without a text layer (a scan) has none.
    expect(await resumeText(await pdfOf([]), PDF)).toBe('');
  });
});
