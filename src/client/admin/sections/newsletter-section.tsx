import { Badge, Link, Stack, Text } from '@chakra-ui/react';
import { showToast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { AdminTable } from '../components/admin-table';
import { DeleteIconButton } from '../components/record-actions';
import { CsvExportButton } from '../components/csv-export-button';
import { reportMutationError } from '../components/mutation-error';
import { SectionHeader } from '../components/section-header';
import { CSV_EXPORT_PATHS } from '../../../shared/api-paths';
import { formatDateTime } from '../../../shared/dates';
import { ClearViewButton, emptyListMessage, ListToolbar, Pager } from '../components/list-controls';
import { useListView } from '../components/use-list-view';
import { useRowSelection } from '../components/use-row-selection';
import { BulkActions } from '../components/bulk-actions';
import { SubscriberStatusFilter } from './newsletter/subscriber-status-filter';

/**
 * Who signed up in the site footer, with the record of their consent (when they confirmed, the wording
 * they agreed to, the page); removing someone is how an unsubscribe request is honoured.
 */
export default function NewsletterSection() {
  const utils = trpc.useUtils();
  const view = useListView();
  const list = trpc.admin.newsletter.list.useQuery(view.input as never);
  const remove = trpc.admin.newsletter.remove.useMutation();
  const bulk = trpc.admin.newsletter.bulk.useMutation();
  const subscribers = list.data?.data;
  const selection = useRowSelection(view, subscribers?.map((s) => s.id) ?? []);

  const onRemove = async (id: number, email: string) => {
    try {
      await remove.mutateAsync({ id });
      await utils.admin.newsletter.list.invalidate();
      showToast('success', 'Subscriber removed', email);
    } catch (error) {
      reportMutationError(error, 'Could not remove the subscriber');
    }
  };

  return (
    <Stack gap="0">
      <SectionHeader
        title="Newsletter"
        description={
          <>
            People who signed up in the site footer, newest first. Only confirmed addresses get the newsletter; unconfirmed sign-ups are removed after a week.{' '}
            {subscribers && (
              <Badge colorPalette="blue" variant="subtle" data-testid="subscriber-count">
                {list.data?.message}
              </Badge>
            )}
          </>
        }
        actions={<CsvExportButton path={CSV_EXPORT_PATHS.newsletter} query={view.exportQuery} />}
      />
      <ListToolbar view={view} searchLabel="Search addresses" noun={['sign-up', 'sign-ups']} meta={list.data?.meta}>
        <SubscriberStatusFilter value={view.filter('status')} onChange={(status) => view.setFilter('status', status)} />
      </ListToolbar>
      <BulkActions
        selection={selection}
        meta={list.data?.meta}
        pageRows={subscribers?.length ?? 0}
        noun={['sign-up', 'sign-ups']}
        choices={[{ action: 'delete', label: 'Remove', destructive: true, question: (rows) => `Remove ${rows} for good? This cannot be undone.` }]}
        run={(body) => bulk.mutateAsync(body as never)}
        onDone={() => utils.admin.newsletter.list.invalidate()}
      />
      <AdminTable
        caption="Newsletter subscribers"
        rows={subscribers}
        rowKey={(s) => s.id}
        isLoading={list.isLoading}
        error={list.error}
        emptyMessage={emptyListMessage(view, 'sign-ups', 'No subscribers yet. The sign-up form is in the footer of every public page.')}
        emptyAction={view.isNarrowed && <ClearViewButton view={view} />}
        sort={{ value: view.sort, onChange: view.setSort }}
        selection={{ rows: selection, id: (s) => s.id, rowLabel: (s) => `Select ${s.email}` }}
        columns={[
          {
            header: 'Email',
            sortField: 'email',
            cell: (s) => (
              <Link href={`mailto:${s.email}`} color="accent" fontWeight="medium">
                {s.email}
              </Link>
            ),
          },
          {
            header: 'Status',
            sortField: 'status',
            cell: (s) =>
              s.status === 'confirmed' ? <Badge colorPalette="green">Confirmed</Badge> : <Badge colorPalette="orange">Awaiting confirmation</Badge>,
          },
          { header: 'Signed up', sortField: 'createdAt', cell: (s) => formatDateTime(s.createdAt), hideBelow: 'sm' },
          {
            header: 'Consent',
            hideBelow: 'md',
            cell: (s) => (
              <Stack gap="1" fontSize="xs">
                <Text>{s.confirmedAt ? `Confirmed ${formatDateTime(s.confirmedAt)}` : 'Not confirmed yet'}</Text>
                {s.sourcePage && <Text color="fg.muted">On {s.sourcePage}</Text>}
                <Text color="fg.muted">{s.consentText ?? 'Signed up before double opt-in: no wording recorded'}</Text>
              </Stack>
            ),
          },
        ]}
        actions={(s) => <DeleteIconButton label={`Remove “${s.email}”`} subject={`the subscriber “${s.email}”`} onConfirm={() => onRemove(s.id, s.email)} />}
      />
      <Pager view={view} meta={list.data?.meta} />
    </Stack>
  );
}
