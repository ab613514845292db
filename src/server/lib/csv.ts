/**
 * RFC 4180 CSV with a header row. Cells that a spreadsheet would run as a formula
 * (starting with = + - @ or a tab/return) are prefixed with a quote, so an applicant
 * cannot plant a formula in the staff's spreadsheet.
 */
export function toCsv<T>(rows: T[], columns: { header: string; value: (row: T) => string | number | boolean | null }[]): string {
  const cell = (raw: string | number | boolean | null) => {
    let value = raw === null ? '' : String(raw);
    if (/^[=+\-@\t\r]/.test(value)) value = `'${value}`;
    return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
  };
  const lines = [columns.map((c) => cell(c.header)).join(','), ...rows.map((row) => columns.map((c) => cell(c.value(row))).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
