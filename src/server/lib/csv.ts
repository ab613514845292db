// A spreadsheet runs a cell as a formula when it starts with one of these.
const FORMULA_START = /^[=+\-@\t\r]/;
// A `;` locale splits an unquoted `Bob;=1+2` into `Bob` and the formula `=1+2` (a `,` locale likewise
// with an unquoted comma): a formula start after either separator, spaces allowed, is defused too.
const FORMULA_AFTER_SEPARATOR = /[,;][ \t]*[=+\-@\t\r]/;

/** One CSV cell: defused (a leading `'` and quoted) when a spreadsheet could read a formula in it. */
export function csvCell(raw: string | number | boolean | null): string {
  const value = raw === null ? '' : String(raw);
  if (FORMULA_START.test(value) || FORMULA_AFTER_SEPARATOR.test(value)) return quoted(`'${value}`);
  // `;` is quoted as well as `,`, so the cell stays whole in either locale.
  return /[",;\r\n]/.test(value) ? quoted(value) : value;
}

const quoted = (value: string) => `"${value.replace(/"/g, '""')}"`;

/** One column of a CSV download: its header and how a row gives its cell. */
export type CsvColumn<T> = { header: string; value: (row: T) => string | number | boolean | null };

/** The header row of `columns`. */
export const csvHeader = <T>(columns: CsvColumn<T>[]) => `${columns.map((c) => csvCell(c.header)).join(',')}\r\n`;

/** `rows` as CSV lines, each ended by CRLF. */
export const csvLines = <T>(rows: T[], columns: CsvColumn<T>[]) => rows.map((row) => `${columns.map((c) => csvCell(c.value(row))).join(',')}\r\n`).join('');

/**
 * RFC 4180 CSV with a header row. Cells that a spreadsheet would run as a formula, in a `,` or a
 * `;` locale, are defused (csvCell), so an applicant cannot plant a formula in the staff's spreadsheet.
 */
export const toCsv = <T>(rows: T[], columns: CsvColumn<T>[]): string => csvHeader(columns) + csvLines(rows, columns);

/** The inboxes' sender columns (contact messages, job applications): who wrote and how to reach them. */
export const senderColumns = <T extends { name: string; email: string; phone: string }>(): CsvColumn<T>[] => [
  { header: 'Name', value: (row) => row.name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Phone', value: (row) => row.phone },
];
