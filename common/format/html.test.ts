import { describe, expect, it } from 'vitest';
import { absoluteUrl, plainToHtml, textOfHtml } from './html';

describe('plainToHtml', () => {
  it('makes paragraphs with line breaks, escaped', () => {
    expect(plainToHtml('Gaji <besar> & bonus\nTHR\n\n  Kantor di Jakarta  ')).toBe(
      '<p>Gaji &lt;besar&gt; &amp; bonus<br>THR</p><p>Kantor di Jakarta</p>',
    );
    expect(plainToHtml('  \n\n ')).toBe('');
  });

  it('keeps the text a reader sees', () => {
    const text = 'Gaji <besar> & bonus\nTHR\n\nKantor di Jakarta';
    expect(textOfHtml(plainToHtml(text))).toBe('Gaji <besar> & bonus THR Kantor di Jakarta');
  });
});

describe('textOfHtml', () => {
  it('drops tags and scripts, decodes entities and collapses whitespace', () => {
    expect(textOfHtml('<h2>Tugas</h2><ul><li>Laporan&nbsp;&amp; pajak</li></ul><script>x()</script>')).toBe(
      'Tugas Laporan & pajak',
    );
    expect(textOfHtml('&#65;&#x42;')).toBe('AB');
  });
});

describe('absoluteUrl', () => {
  it('gives an address without a scheme https://, and keeps one that has it', () => {
    expect(absoluteUrl('kopi.co.id/karir')).toBe('https://kopi.co.id/karir');
    expect(absoluteUrl('http://kopi.co.id')).toBe('http://kopi.co.id');
    expect(absoluteUrl('HTTPS://kopi.co.id')).toBe('HTTPS://kopi.co.id');
  });
});
