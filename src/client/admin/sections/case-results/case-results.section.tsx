import { caseResultInput } from '../../../../modules/case-results/case-result.schema';
import { trpc } from '../../../lib/trpc';
import { SummaryCell } from '../../content/cells';
import { describeSection } from '../../content/section-description';
import { PendingChangesBadge } from '../../components/pending-changes-badge';

export default describeSection({
  title: 'Client Results',
  description: 'Proof of the firm’s work, shown in this order on the home page and the services pages. With none, those pages show no results band.',
  caption: 'Client results',
  emptyMessage: 'No client results yet. The home and services pages show none until there is one.',
  noun: 'client result',
  addLabel: 'Add client result',
  nameField: 'clientName',
  editorial: true,
  procedures: trpc.admin.caseResults,
  publicQueries: (utils) => utils.caseResults,
  reorderable: true,
  columns: [
    { header: 'Client', field: 'clientName', sortField: 'clientName' },
    { header: 'Sector', field: 'sector', hideBelow: 'md' },
    { header: 'Outcome', hideBelow: 'md', cell: (i) => <SummaryCell text={`${i.outcomeFigure}: ${i.outcome}`} maxW="md" /> },
    { header: 'Order', field: 'order', sortField: 'order', hideBelow: 'md', width: '20' },
    { header: 'Pending', hideBelow: 'md', cell: (row) => <PendingChangesBadge state={row.state} publishAt={row.publishAt} /> },
  ],
  schema: caseResultInput,
  form: [
    { kind: 'text', name: 'clientName', label: 'Client', helperText: 'As the client agreed to be named, e.g. “Regional building society”.' },
    { kind: 'image', name: 'logoUrl', label: 'Client logo', helperText: 'Optional: shown instead of the name, on a light tile.' },
    { kind: 'text', name: 'sector', label: 'Sector' },
    { kind: 'text', name: 'outcomeFigure', label: 'Outcome figure', helperText: 'One number, e.g. 38%, £2.4m or 11 weeks.' },
    { kind: 'textarea', name: 'outcome', label: 'Outcome', rows: 2, helperText: 'One sentence saying what the number means.' },
    { kind: 'textarea', name: 'quote', label: 'Quote', rows: 3, helperText: 'Optional: the client’s words, without quotation marks.' },
    { kind: 'text', name: 'quoteBy', label: 'Quoted person' },
    { kind: 'text', name: 'quoteRole', label: 'Their role' },
    { kind: 'order', name: 'order', label: 'Order', helperText: 'Lower numbers are listed first.' },
  ],
});
