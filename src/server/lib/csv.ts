/**
 * RFC 4180 CSV with a header row. Cells that a spreadsheet would run as a formula
 * (starting with = + - @ or a tab/return) are prefixed with a quote, so an applicant
 * cannot plant a formula in the staff's spreadsheet.
 */
export type CsvColumn<T> = { header: string; value: (row: T) => string | number | boolean | null };

export function toCsv<T>(rows: T[], columns: CsvColumn<T>[]): string {
  const cell = (raw: string | number | boolean | null) => {
    let value = raw === null ? '' : String(raw);
    if (/^[=+\-@\t\r]/.test(value)) value = `'${value}`;
    return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
  };
  const lines = [columns.map((c) => cell(c.header)).join(','), ...rows.map((row) => columns.map((c) => cell(c.value(row))).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

/** The inboxes' sender columns (contact messages, job applications): who wrote and how to reach them. */
export const senderColumns = <T extends { name: string; email: string; phone: string }>(): CsvColumn<T>[] => [
  { header: 'Name', value: (row) => row.name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Phone', value: (row) => row.phone },
];
