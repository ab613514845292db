import { SERVICE_ICON_TYPES, serviceInput } from '../../../../modules/services/service.schema';
import { trpc } from '../../../lib/trpc';
import { ServiceIcon } from '../../../pages/services/service-icon';
import { IconTitleCell, SummaryCell } from '../../content/cells';
import { describeSection } from '../../content/section-description';
import { PendingChangesBadge } from '../../components/pending-changes-badge';

// The icon select shows each icon as the public site draws it (same map), so staff pick by sight.
const ICON_OPTIONS = SERVICE_ICON_TYPES.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
  icon: <ServiceIcon iconType={value} size={18} />,
}));

export default describeSection({
  title: 'Services',
  description: 'What the Services page offers, in this order. Inactive services stay here but are hidden from visitors.',
  caption: 'Services',
  emptyMessage: 'No services yet. Add one to fill the Services page.',
  noun: 'service',
  addLabel: 'Add service',
  nameField: 'title',
  liveField: 'isActive',
  editorial: true,
  procedures: trpc.admin.services,
  publicQueries: (utils) => utils.services,
  reorderable: true,
  columns: [
    {
      header: 'Service',
      sortField: 'title',
      cell: (s) => <IconTitleCell icon={<ServiceIcon iconType={s.iconType} size={18} />} title={s.title} />,
    },
    { header: 'Description', hideBelow: 'lg', cell: (s) => <SummaryCell text={s.description} maxW="md" /> },
    { header: 'Features', field: 'features', hideBelow: 'md', width: '24' },
    { header: 'Status', field: 'isActive', width: '24' },
    { header: 'Order', field: 'order', hideBelow: 'md', width: '20' },
    { header: 'Pending', hideBelow: 'md', cell: (row) => <PendingChangesBadge state={row.state} publishAt={row.publishAt} /> },
  ],
  schema: serviceInput,
  formSize: 'lg',
  form: [
    { kind: 'text', name: 'title', label: 'Title' },
    {
      kind: 'textarea',
      name: 'description',
      label: 'Description',
      rows: 3,
      helperText: 'The summary on the Services page; the first 80 characters show when collapsed.',
    },
    {
      kind: 'textarea',
      name: 'longDescription',
      label: 'Long description',
      rows: 6,
      helperText: "Shown on the service's own page. Blank lines separate paragraphs.",
    },
    { kind: 'textList', name: 'features', label: 'Features', itemLabel: 'Feature', placeholder: 'e.g. Stakeholder workshops' },
    {
      columns: 2,
      align: 'start',
      row: [
        { kind: 'select', name: 'iconType', label: 'Icon', appearance: 'menu', options: ICON_OPTIONS, initial: 'define', placeholder: 'Choose an icon' },
        { kind: 'order', name: 'order', label: 'Order', helperText: 'Lower numbers are listed first.' },
      ],
    },
    { kind: 'boolean', name: 'isActive', label: 'Active', initial: true, helperText: 'Inactive services are hidden from the public site.' },
  ],
});
