/**
 * Reading an uploaded job file into a header row and data rows of text cells: CSV with papaparse, XLSX with exceljs,
 * both loaded on the first file read (never at start). What a file is, is decided by its bytes and its name together:
 * a zip named .xlsx is a workbook, text named .csv/.txt/.tsv is CSV, anything else (an old .xls, a program renamed
 * .csv, a workbook renamed .csv) is refused, as are files over the row and column limits. Each refusal is an
 * ImportFileError naming the `validate` key that explains it.
 */
import type * as PapaModule from 'papaparse';
import type * as ExcelModule from 'exceljs';
import { IMPORT_LIMITS, type ImportFileKind } from '../../../common/constants/importJobs.js';
import type { ValidateKey } from '../../../common/schemas/messages.js';

export class ImportFileError extends Error {
  constructor(
    readonly key: ValidateKey,
    readonly requirement?: number,
  ) {
    super(key);
    this.name = 'ImportFileError';
  }
}

export interface ParsedRow {
  /** The row as a spreadsheet numbers it (the first row of the file is 1). */
  rowNumber: number;
  cells: string[];
}

export interface ParsedFile {
  kind: ImportFileKind;
  headers: string[];
  rows: ParsedRow[];
}

type Papa = typeof PapaModule;
type ExcelJS = typeof ExcelModule;
let papa: Promise<Papa> | undefined;
let excel: Promise<ExcelJS> | undefined;
/** The CommonJS packages' one export, whichever way the loader presents it. */
const defaultOf = <T>(mod: T): T => (mod as { default?: T }).default ?? mod;
const loadPapa = () => (papa ??= import('papaparse').then(defaultOf));
const loadExcel = () => (excel ??= import('exceljs').then(defaultOf));

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (buffer: Buffer, magic: number[]) => magic.every((byte, i) => buffer[i] === byte);
const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
const TEXT_EXTENSIONS = new Set(['csv', 'txt', 'tsv']);

export async function parseImportFile(buffer: Buffer, fileName: string): Promise<ParsedFile> {
  if (buffer.length === 0) throw new ImportFileError('fileEmpty');
  if (buffer.length > IMPORT_LIMITS.fileBytes)
    throw new ImportFileError('fileTooLarge', IMPORT_LIMITS.fileMegabytes);
  const extension = extensionOf(fileName);
  if (startsWith(buffer, ZIP)) {
    if (extension !== 'xlsx') throw new ImportFileError('fileType');
    return table('XLSX', await readWorkbook(buffer));
  }
  if (startsWith(buffer, OLE2) || !TEXT_EXTENSIONS.has(extension)) throw new ImportFileError('fileType');
  const text = decodeText(buffer);
  return table('CSV', await readCsv(text));
}

/** The header row (the first row with a value) and the data rows below it that have any value. */
function table(kind: ImportFileKind, rows: ParsedRow[]): ParsedFile {
  const blank = (row: ParsedRow) => row.cells.every((cell) => cell.trim() === '');
  const headerAt = rows.findIndex((row) => !blank(row));
  if (headerAt < 0) throw new ImportFileError('fileEmpty');
  const headerRow = rows[headerAt]!;
  // Trailing empty header cells are no columns (a spreadsheet's formatting reaching further right).
  let width = headerRow.cells.length;
  while (width > 0 && headerRow.cells[width - 1]!.trim() === '') width -= 1;
  if (width > IMPORT_LIMITS.columnsMax) throw new ImportFileError('fileColumns', IMPORT_LIMITS.columnsMax);
  const headers = headerRow.cells
    .slice(0, width)
    .map(
      (cell, i) => cell.replace(/\s+/g, ' ').trim().slice(0, IMPORT_LIMITS.headerMax) || `Column ${i + 1}`,
    );
  const data: ParsedRow[] = [];
  for (const row of rows.slice(headerAt + 1)) {
    if (blank(row)) continue;
    if (data.length === IMPORT_LIMITS.rowsMax) throw new ImportFileError('fileRows', IMPORT_LIMITS.rowsMax);
    const cells = row.cells.slice(0, width);
    while (cells.length < width) cells.push('');
    data.push({ rowNumber: row.rowNumber, cells });
  }
  if (data.length === 0) throw new ImportFileError('fileEmpty');
  return { kind, headers, rows: data };
}

/**
 * Text in UTF-8 (with or without its byte-order mark), UTF-16 with its mark (Excel's "Unicode text"), or, when it is
 * not valid UTF-8, Windows-1252 (what older Excel writes as "CSV"). A NUL byte elsewhere means it is not text.
 */
function decodeText(buffer: Buffer): string {
  if (buffer[0] === 0xff && buffer[1] === 0xfe) return new TextDecoder('utf-16le').decode(buffer.subarray(2));
  if (buffer[0] === 0xfe && buffer[1] === 0xff) return new TextDecoder('utf-16be').decode(buffer.subarray(2));
  if (buffer.includes(0)) throw new ImportFileError('fileType');
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(buffer);
  } catch {
    return new TextDecoder('windows-1252').decode(buffer);
  }
}

async function readCsv(text: string): Promise<ParsedRow[]> {
  const Papa = await loadPapa();
  const result = Papa.parse<string[]>(text, { delimiter: delimiterOf(text), skipEmptyLines: false });
  // An unmatched quote swallows the rest of the file into one cell: better refused than half read.
  if (result.errors.some((error) => error.type === 'Quotes')) throw new ImportFileError('fileUnreadable');
  return result.data.map((cells, i) => ({
    rowNumber: i + 1,
    cells: cells.map((cell) => String(cell ?? '')),
  }));
}

/**
 * The delimiter is the one the header row uses most (outside quotes): a comma, or a semicolon where the comma is the
 * decimal mark (Excel set to Indonesian), a tab or a bar. The header row decides, as cells below it may hold any of
 * them ('Data entry; Teamwork').
 */
function delimiterOf(text: string): string {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
    ['|', 0],
  ]);
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) {
      if ([...counts.values()].some((n) => n > 0)) break;
    } else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best = ',';
  for (const [char, n] of counts) if (n > counts.get(best)!) best = char;
  return best;
}

async function readWorkbook(buffer: Buffer): Promise<ParsedRow[]> {
  checkUnpackedSize(buffer);
  const { Workbook } = await loadExcel();
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new ImportFileError('fileUnreadable');
  }
  // The first visible sheet that has anything in it.
  const sheet =
    workbook.worksheets.find((ws) => ws.state === 'visible' && ws.actualRowCount > 0) ??
    workbook.worksheets[0];
  if (!sheet) throw new ImportFileError('fileEmpty');
  const rows: ParsedRow[] = [];
  let tooMany = false;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    // Header row, the rows allowed, and one more to know there are too many; the rest is not converted.
    if (rows.length > IMPORT_LIMITS.rowsMax + 1) {
      tooMany = true;
      return;
    }
    const values = row.values as unknown[];
    const cells: string[] = [];
    for (let column = 1; column < values.length; column += 1) cells.push(cellText(values[column]));
    rows.push({ rowNumber, cells });
  });
  if (tooMany) throw new ImportFileError('fileRows', IMPORT_LIMITS.rowsMax);
  return rows;
}

/** A cell's value as text: dates as YYYY-MM-DD, formulas by their result, rich text and links by their text. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const cell = value as {
      richText?: { text?: string }[];
      text?: unknown;
      result?: unknown;
      error?: unknown;
    };
    if (Array.isArray(cell.richText)) return cell.richText.map((part) => part.text ?? '').join('');
    if ('result' in cell) return cellText(cell.result);
    if (cell.text !== undefined) return cellText(cell.text);
  }
  return '';
}

/**
 * A workbook is a zip: its central directory says what each part unpacks to. A few megabytes that unpack into
 * gigabytes (a zip bomb) are refused before anything is unpacked.
 */
function checkUnpackedSize(buffer: Buffer): void {
  const END = 0x06054b50;
  const ENTRY = 0x02014b50;
  let end = -1;
  for (let i = buffer.length - 22; i >= Math.max(0, buffer.length - 22 - 0xffff); i -= 1) {
    if (buffer.readUInt32LE(i) === END) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new ImportFileError('fileUnreadable');
  const entries = buffer.readUInt16LE(end + 10);
  let at = buffer.readUInt32LE(end + 16);
  let total = 0;
  for (let n = 0; n < entries; n += 1) {
    if (at + 46 > buffer.length || buffer.readUInt32LE(at) !== ENTRY)
      throw new ImportFileError('fileUnreadable');
    const size = buffer.readUInt32LE(at + 24);
    // 0xffffffff: the real size is in a ZIP64 field; no workbook of a few megabytes needs one.
    if (size === 0xffffffff) throw new ImportFileError('fileUnreadable');
    total += size;
    if (total > IMPORT_LIMITS.unpackedBytes) throw new ImportFileError('fileUnreadable');
    at += 46 + buffer.readUInt16LE(at + 28) + buffer.readUInt16LE(at + 30) + buffer.readUInt16LE(at + 32);
  }
}
