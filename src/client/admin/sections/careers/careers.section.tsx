import { careerPositionInput } from '../../../../modules/careers/career-position.schema';
import { trpc } from '../../../lib/trpc';
import { NameCell } from '../../content/cells';
import { describeSection } from '../../content/section-description';
import { PendingChangesBadge } from '../../components/pending-changes-badge';

export default describeSection({
  title: 'Career Listings',
  description: 'Open positions on the Careers page. Deactivate a position to close it without losing its applications.',
  caption: 'Career listings',
  emptyMessage: 'No positions yet. While none is active, the Careers page says there are no open positions.',
  noun: 'position',
  addLabel: 'Add position',
  nameField: 'title',
  liveField: 'isActive',
  editorial: true,
  procedures: trpc.admin.careers,
  publicQueries: (utils) => utils.careers,
  columns: [
    {
      header: 'Position',
      sortField: 'title',
      cell: (p) => <NameCell name={p.title} phoneDetail={[p.location, p.type].filter(Boolean).join(' · ')} />,
    },
    { header: 'Location', field: 'location', hideBelow: 'md' },
    { header: 'Type', field: 'type', hideBelow: 'lg' },
    { header: 'Department', field: 'department', sortField: 'department', hideBelow: 'lg' },
    { header: 'Requirements', field: 'requirements', hideBelow: 'xl', width: '28' },
    { header: 'Status', field: 'isActive', badge: { on: 'Open', off: 'Closed' }, width: '24' },
    { header: 'Pending', hideBelow: 'md', cell: (row) => <PendingChangesBadge state={row.state} publishAt={row.publishAt} /> },
  ],
  schema: careerPositionInput,
  formSize: 'lg',
  form: [
    { kind: 'text', name: 'title', label: 'Title' },
    {
      columns: 3,
      row: [
        { kind: 'text', name: 'location', label: 'Location', placeholder: 'London (hybrid)' },
        { kind: 'text', name: 'type', label: 'Type', placeholder: 'Full-time' },
        { kind: 'text', name: 'department', label: 'Department', placeholder: 'Consulting' },
      ],
    },
    { kind: 'textarea', name: 'description', label: 'Description', rows: 8, helperText: 'Blank lines separate paragraphs.' },
    { kind: 'textList', name: 'requirements', label: 'Requirements', itemLabel: 'Requirement', placeholder: 'e.g. Five years of business analysis experience' },
    {
      kind: 'boolean',
      name: 'isActive',
      label: 'Active',
      initial: true,
      helperText: 'Only active positions are listed on the Careers page and accept applications.',
    },
  ],
});
