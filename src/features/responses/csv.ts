/**
 * The responses as a CSV file (Excel, Google Sheets, LibreOffice): a header row in the user's language, one row per
 * response. Cells are quoted when needed, and a cell that a spreadsheet would run as a formula (=, +, -, @, tab,
 * carriage return at the start: CSV injection) is made plain text with a leading apostrophe. A byte order mark lets
 * Excel read it as UTF-8 (names are often not ASCII).
 */
export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: CsvCell[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
