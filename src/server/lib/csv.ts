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

/**
 * RFC 4180 CSV with a header row. Cells that a spreadsheet would run as a formula, in a `,` or a
 * `;` locale, are defused (csvCell), so an applicant cannot plant a formula in the staff's spreadsheet.
 */
export type CsvColumn<T> = { header: string; value: (row: T) => string | number | boolean | null };

export function toCsv<T>(rows: T[], columns: CsvColumn<T>[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(','), ...rows.map((row) => columns.map((c) => csvCell(c.value(row))).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

/** The inboxes' sender columns (contact messages, job applications): who wrote and how to reach them. */
export const senderColumns = <T extends { name: string; email: string; phone: string }>(): CsvColumn<T>[] => [
  { header: 'Name', value: (row) => row.name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Phone', value: (row) => row.phone },
];

const csvLine = <T>(row: T, columns: CsvColumn<T>[]) => `${columns.map((c) => csvCell(c.value(row))).join(',')}\r\n`;

/**
 * The same CSV as `toCsv`, written a batch of rows at a time as they arrive. The first batch is read
 * before the header row is given, so a database that cannot answer fails the first piece, while the
 * caller can still answer with an error instead of a CSV that stops short.
 */
export async function* csvPieces<T>(batches: AsyncIterable<T[]>, columns: CsvColumn<T>[]): AsyncGenerator<string> {
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  yield `${columns.map((c) => csvCell(c.header)).join(',')}\r\n`;
  for (let batch = first; !batch.done; batch = await iterator.next()) yield batch.value.map((row) => csvLine(row, columns)).join('');
}
