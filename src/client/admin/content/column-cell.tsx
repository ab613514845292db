import type { ReactNode } from 'react';
import { ActiveBadge } from '../components/active-badge';
import type { AdminColumn } from '../components/admin-table';
import type { ColumnDescription } from './section-description';

/** A field's value as a table cell: '—' when empty, a badge for on/off, a count for a list. */
function fieldCell(value: unknown, badge?: { on: string; off: string }): ReactNode {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return <ActiveBadge active={value} activeLabel={badge?.on} inactiveLabel={badge?.off} />;
  if (Array.isArray(value)) return value.length;
  return String(value);
}

/** The table column a description asks for. */
export function toAdminColumn<Row>(column: ColumnDescription<Row>): AdminColumn<Row> {
  if ('cell' in column) return column;
  const { field, badge, ...shown } = column;
  return { ...shown, cell: (row) => fieldCell(row[field], badge) };
}
