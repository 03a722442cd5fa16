/**
 * Reading job files (parse.ts) and suggesting their columns (service.ts suggestMapping): encodings, delimiters, row
 * numbers as a spreadsheet shows them, the limits, and workbooks that would unpack into too much.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS } from '../../../common/constants/importJobs.js';
import { ImportFileError, parseImportFile } from './parse.js';
import { suggestMapping } from './service.js';

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImportFileError);
  return (error as ImportFileError).key;
};

describe('CSV', () => {
  it('keeps the row numbers a spreadsheet shows, skipping blank rows, and pads short rows', async () => {
    const file = await parseImportFile(
      Buffer.from('\n"Job title",Category,,\r\nKasir,Retail\n,,\n"Staf ""A""","Line 1\nLine 2"\n'),
      'jobs.csv',
    );
    expect(file).toEqual({
      kind: 'CSV',
      headers: ['Job title', 'Category'],
      rows: [
        { rowNumber: 3, cells: ['Kasir', 'Retail'] },
        { rowNumber: 5, cells: ['Staf "A"', 'Line 1\nLine 2'] },
      ],
    });
  });

  it('takes the delimiter from the header row, whatever the cells hold', async () => {
    const file = await parseImportFile(
      Buffer.from('Title;Skills;Salary\nKasir;Data entry, Teamwork;4.500.000,50\n'),
      'jobs.txt',
    );
    expect(file.headers).toEqual(['Title', 'Skills', 'Salary']);
    expect(file.rows[0]!.cells).toEqual(['Kasir', 'Data entry, Teamwork', '4.500.000,50']);
    const tabs = await parseImportFile(Buffer.from('Title\tSkills\nKasir\tA; B\n'), 'jobs.tsv');
    expect(tabs.rows[0]!.cells).toEqual(['Kasir', 'A; B']);
  });

  it('reads UTF-8 with a byte-order mark, UTF-16 and Windows-1252', async () => {
    const utf8 = await parseImportFile(Buffer.from('\ufeffTitle\nKasir Café\n'), 'a.csv');
    expect(utf8.headers).toEqual(['Title']);
    expect(utf8.rows[0]!.cells).toEqual(['Kasir Café']);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Title\nKasir Café\n', 'utf16le')]);
    expect((await parseImportFile(utf16, 'a.csv')).rows[0]!.cells).toEqual(['Kasir Café']);
    const latin = Buffer.from('Title\nKasir Café\n', 'latin1');
    expect((await parseImportFile(latin, 'a.csv')).rows[0]!.cells).toEqual(['Kasir Café']);
  });

  it('names blank headers by their place', async () => {
    const file = await parseImportFile(Buffer.from('Title,,Skills\na,b,c\n'), 'a.csv');
    expect(file.headers).toEqual(['Title', 'Column 2', 'Skills']);
  });

  it('refuses what it cannot read whole, and files over the limits', async () => {
    expect(await refusal(parseImportFile(Buffer.from('Title\n"Kasir\n'), 'a.csv'))).toBe('fileUnreadable');
    expect(await refusal(parseImportFile(Buffer.from('Title\n'), 'a.csv'))).toBe('fileEmpty');
    expect(await refusal(parseImportFile(Buffer.from('\n \n'), 'a.csv'))).toBe('fileEmpty');
    const wide = Array.from({ length: IMPORT_LIMITS.columnsMax + 1 }, (_, i) => `c${i}`).join(',');
    expect(await refusal(parseImportFile(Buffer.from(`${wide}\n1\n`), 'a.csv'))).toBe('fileColumns');
    expect(await refusal(parseImportFile(Buffer.from('Title\nx\n'), 'a.json'))).toBe('fileType');
    expect(await refusal(parseImportFile(Buffer.from('Title\0\nx\n'), 'a.csv'))).toBe('fileType');
  });
});

describe('XLSX', () => {
  async function workbook(fill: (sheet: ExcelJS.Worksheet, book: ExcelJS.Workbook) => void) {
    const book = new ExcelJS.Workbook();
    fill(book.addWorksheet('Jobs'), book);
    return Buffer.from(await book.xlsx.writeBuffer());
  }

  it('reads the first visible sheet with values: text of formulas, rich text, links, dates', async () => {
    const buffer = await workbook((sheet, book) => {
      sheet.state = 'hidden';
      const jobs = book.addWorksheet('Visible');
      jobs.addRow(['Title', 'Openings', 'Until', 'Site']);
      jobs.addRow([
        { richText: [{ text: 'Kasir ' }, { text: 'Toko', font: { bold: true } }] },
        { formula: '1+1', result: 2 },
        new Date('2027-01-15T00:00:00Z'),
        { text: 'Careers', hyperlink: 'https://example.com' },
      ]);
      sheet.addRow(['hidden sheet']);
    });
    const file = await parseImportFile(buffer, 'jobs.XLSX');
    expect(file).toEqual({
      kind: 'XLSX',
      headers: ['Title', 'Openings', 'Until', 'Site'],
      rows: [{ rowNumber: 2, cells: ['Kasir Toko', '2', '2027-01-15', 'Careers'] }],
    });
  });

  it('refuses a workbook that would unpack into more than it may', async () => {
    const buffer = await workbook((sheet) => sheet.addRow(['Title']));
    // Each entry of the zip's central directory says what its part unpacks to: claim 200 MB for the first one.
    const at = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const directory = buffer.readUInt32LE(at + 16);
    const forged = Buffer.from(buffer);
    forged.writeUInt32LE(200 * 1024 * 1024, directory + 24);
    expect(await refusal(parseImportFile(forged, 'bomb.xlsx'))).toBe('fileUnreadable');
  });
});

describe('suggested columns', () => {
  it('match headers in English or Indonesian, any case, with remarks, each column once', () => {
    const mapping = suggestMapping([
      'JUDUL PEKERJAAN',
      'Category',
      'Gaji minimum (Rp)',
      'Salary max [IDR]',
      'Kota',
      'Kota',
      'Notes',
    ]);
    expect(mapping).toMatchObject({ title: 0, categoryId: 1, salaryMin: 2, salaryMax: 3, cityIds: 4 });
    expect(mapping.skills).toBeNull();
    expect(Object.values(mapping).filter((column) => column === 5)).toEqual([]);
  });
});
