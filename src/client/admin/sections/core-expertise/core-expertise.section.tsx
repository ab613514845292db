import { EXPERTISE_ICON_TYPES, expertiseInput } from '../../../../modules/expertise/expertise.schema';
import { trpc } from '../../../lib/trpc';
import { IconTitleCell, SummaryCell } from '../../content/cells';
import { describeSection } from '../../content/section-description';
import { EXPERTISE_ICON_LABELS, EXPERTISE_ICONS, ExpertiseIcon } from './expertise-icon';
import { PendingChangesBadge } from '../../components/pending-changes-badge';

/** The home page's Core Expertise band shows this many cards. */
const SHOWN_ON_HOME = 4;

// The four icons as picture cards: staff choose what they see rather than a component name.
const ICON_OPTIONS = EXPERTISE_ICON_TYPES.map((value) => {
  const Icon = EXPERTISE_ICONS[value];
  return { value, label: EXPERTISE_ICON_LABELS[value], icon: <Icon size={24} aria-hidden /> };
});

export default describeSection({
  title: 'Core Expertise',
  description: `The cards of the home page's Core Expertise band; the first ${SHOWN_ON_HOME} in this order are shown.`,
  caption: 'Core expertise',
  emptyMessage: 'No expertise yet. Until there is, the home page shows placeholder cards.',
  noun: 'expertise',
  addLabel: 'Add expertise',
  nameField: 'title',
  editorial: true,
  procedures: trpc.admin.expertise,
  publicQueries: (utils) => utils.expertise,
  reorderable: true,
  columns: [
    {
      header: 'Expertise',
      sortField: 'title',
      cell: (i) => <IconTitleCell icon={<ExpertiseIcon iconType={i.iconType} customIconUrl={i.customIconUrl} />} title={i.title} />,
    },
    { header: 'Description', hideBelow: 'md', cell: (i) => <SummaryCell text={i.description} maxW="lg" /> },
    { header: 'Order', field: 'order', sortField: 'order', hideBelow: 'md', width: '20' },
    { header: 'Pending', hideBelow: 'md', cell: (row) => <PendingChangesBadge state={row.state} publishAt={row.publishAt} /> },
  ],
  schema: expertiseInput,
  form: [
    { kind: 'text', name: 'title', label: 'Title' },
    { kind: 'textarea', name: 'description', label: 'Description', rows: 4 },
    {
      kind: 'select',
      name: 'iconType',
      label: 'Icon',
      appearance: 'cards',
      options: ICON_OPTIONS,
      initial: 'Target',
      helperText: (values) => (values.customIconUrl ? 'A custom icon is set below; it is shown instead of this one.' : undefined),
    },
    { kind: 'image', name: 'customIconUrl', label: 'Custom icon', helperText: 'Optional: a square SVG or PNG shown instead of the icon above.' },
    { kind: 'order', name: 'order', label: 'Order', helperText: 'Lower numbers are listed first; the home page shows the first four.' },
  ],
});
