import { describe, expect, it } from 'vitest';
import { htmlToPlain, plainToHtml } from './richText';

describe('plain text descriptions', () => {
  it('become paragraphs with line breaks, escaped', () => {
    expect(plainToHtml('Gaji <besar> & bonus\nTHR\n\n  Kantor di Jakarta  ')).toBe(
      '<p>Gaji &lt;besar&gt; &amp; bonus<br>THR</p><p>Kantor di Jakarta</p>',
    );
  });

  it('come back from the stored HTML as they were written', () => {
    const text = 'Gaji <besar> & bonus\nTHR\n\nKantor di Jakarta';
    expect(htmlToPlain(plainToHtml(text))).toBe(text);
    expect(htmlToPlain('<h2>Tugas</h2><ul><li>Laporan</li><li>Pajak</li></ul>')).toBe(
      'Tugas\n\nLaporan\n\nPajak',
    );
    expect(htmlToPlain(null)).toBe('');
  });
});
