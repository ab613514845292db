import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV cells a spreadsheet could run as a formula are defused', () => {
  it.each(['=1+2', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1'])('a cell starting %j is prefixed with a quote and quoted', (value) => {
    expect(csvCell(value)).toBe(`"'${value.replace(/"/g, '""')}"`);
  });

  it.each(['Bob;=1+2', 'Bob,=1+2', 'Bob; =HYPERLINK("x")', 'a;+1', 'a,-1', 'a;@x', 'a;\t=1', 'a,\r=1'])(
    'a formula after a `;` or `,` separator (%j) is defused for both locales',
    (value) => {
      const cell = csvCell(value);
      expect(cell.startsWith(`"'`)).toBe(true);
      expect(cell.endsWith('"')).toBe(true);
      // Read back as RFC 4180 does: the whole value, one cell, led by the quote.
      expect(cell.slice(1, -1).replace(/""/g, '"')).toBe(`'${value}`);
    },
  );

  it('plain text stays as it is; separators and quotes are quoted', () => {
    expect(csvCell('Jane Doe')).toBe('Jane Doe');
    expect(csvCell('1-2 weeks')).toBe('1-2 weeks');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it('writes a header row and CRLF lines', () => {
    const csv = toCsv([{ name: 'Bob;=1+2' }], [{ header: 'Name', value: (row) => row.name }]);
    expect(csv).toBe(`Name\r\n"'Bob;=1+2"\r\n`);
  });
});
