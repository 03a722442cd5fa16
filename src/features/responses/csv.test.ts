import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('responses CSV', () => {
  it('quotes what needs quoting and doubles quotes', () => {
    expect(csvCell('Siti Rahma')).toBe('Siti Rahma');
    expect(csvCell('Jakarta, Indonesia')).toBe('"Jakarta, Indonesia"');
    expect(csvCell('He said "yes"')).toBe('"He said ""yes"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(67)).toBe('67');
  });

  it('keeps a spreadsheet from running a cell as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell('+62 812')).toBe("'+62 812");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    // Numbers are numbers: a negative one is not text that starts with '-'.
    expect(csvCell(-1)).toBe('-1');
  });

  it('writes a header and rows with CRLF line ends and a BOM', () => {
    const csv = toCsv(
      ['Name', 'Score'],
      [
        ['Budi', 80],
        ['Ani, S.E.', 55],
      ],
    );
    expect(csv).toBe('\uFEFFName,Score\r\nBudi,80\r\n"Ani, S.E.",55\r\n');
  });
});
