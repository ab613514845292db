import { Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { ClearViewButton, emptyListMessage, ListToolbar, Pager } from '../components/list-controls';
import { useListView } from '../components/use-list-view';
import { useRowSelection } from '../components/use-row-selection';
import { BulkActions } from '../components/bulk-actions';
import { APPLICATION_BULK_CHOICES } from './applications/application-bulk-choices';
import type { JobApplicationDto } from '../../../modules/applications/application.schema';
import { showToast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { AdminTable } from '../components/admin-table';
import { DeleteIconButton } from '../components/record-actions';
import { CsvExportButton } from '../components/csv-export-button';
import { reportMutationError } from '../components/mutation-error';
import { SectionHeader } from '../components/section-header';
import { ApplicationDetail } from './applications/application-detail';
import { ApplicationStatusSelect } from './applications/application-status-select';
import { PositionFilter } from './applications/position-filter';
import { CSV_EXPORT_PATHS } from '../../../shared/api-paths';
import { formatDateTime } from '../../../shared/dates';

/** Applications sent from the careers pages, newest first. */
export default function ApplicationsSection() {
  const utils = trpc.useUtils();
  const view = useListView();
  const positionId = view.filter('positionId');
  // The record stays set while the drawer animates closed.
  const [detail, setDetail] = useState<{ id: number; open: boolean } | null>(null);
  // Applications arrive from outside the dashboard: fetch afresh whenever the section opens.
  const list = trpc.admin.applications.list.useQuery(view.input as never, { refetchOnMount: 'always' });
  const remove = trpc.admin.applications.remove.useMutation();
  const bulk = trpc.admin.applications.bulk.useMutation();
  const applications = list.data?.data;
  const selection = useRowSelection(view, applications?.map((a) => a.id) ?? []);
  const opened = applications?.find((a) => a.id === detail?.id) ?? null;

  const onDelete = async (application: JobApplicationDto) => {
    try {
      await remove.mutateAsync({ id: application.id });
      if (detail?.id === application.id) setDetail({ id: application.id, open: false });
      await utils.admin.applications.list.invalidate();
      showToast('success', 'Application deleted', `${application.name} – ${application.positionTitle}`);
    } catch (error) {
      reportMutationError(error, 'Could not delete the application');
    }
  };

  return (
    <Stack gap="0">
      <SectionHeader
        title="Job Applications"
        description="Candidates who applied through the careers pages, newest first. Status changes are saved as you make them."
        actions={<CsvExportButton path={CSV_EXPORT_PATHS.applications} query={view.exportQuery} />}
      />
      <ListToolbar view={view} searchLabel="Search applications" noun={['application', 'applications']} meta={list.data?.meta}>
        <PositionFilter value={positionId ? Number(positionId) : undefined} onChange={(id) => view.setFilter('positionId', id?.toString())} />
      </ListToolbar>
      <BulkActions
        selection={selection}
        meta={list.data?.meta}
        pageRows={applications?.length ?? 0}
        noun={['application', 'applications']}
        choices={APPLICATION_BULK_CHOICES}
        run={(body) => bulk.mutateAsync(body as never)}
        onDone={() => utils.admin.applications.list.invalidate()}
      />
      <AdminTable
        caption="Job applications"
        rows={applications}
        rowKey={(a) => a.id}
        isLoading={list.isLoading}
        error={list.error}
        emptyMessage={emptyListMessage(view, 'applications', 'No applications yet. Candidates apply from the open positions on the careers page.')}
        emptyAction={view.isNarrowed && <ClearViewButton view={view} />}
        sort={{ value: view.sort, onChange: view.setSort }}
        selection={{ rows: selection, id: (a) => a.id, rowLabel: (a) => `Select the application from ${a.name}` }}
        columns={[
          { header: 'Received', sortField: 'createdAt', cell: (a) => <Text whiteSpace="nowrap">{formatDateTime(a.createdAt)}</Text>, hideBelow: 'md' },
          {
            header: 'Applicant',
            sortField: 'name',
            cell: (a) => (
              <Stack gap="0">
                <Text fontWeight="medium">{a.name}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {a.email}
                </Text>
              </Stack>
            ),
          },
          { header: 'Position', sortField: 'positionTitle', cell: (a) => a.positionTitle, hideBelow: 'sm' },
          { header: 'Status', sortField: 'status', cell: (a) => <ApplicationStatusSelect application={a} /> },
        ]}
        actions={(a) => (
          <Flex gap="1" justify="flex-end">
            <IconButton size="sm" variant="ghost" aria-label={`View the application from ${a.name}`} onClick={() => setDetail({ id: a.id, open: true })}>
              <Eye aria-hidden />
            </IconButton>
            <DeleteIconButton label={`Delete the application from ${a.name}`} subject={`the application from “${a.name}”`} onConfirm={() => onDelete(a)} />
          </Flex>
        )}
      />
      <Pager view={view} meta={list.data?.meta} />
      <ApplicationDetail
        application={opened}
        open={Boolean(detail?.open && opened)}
        onClose={() => setDetail((d) => d && { ...d, open: false })}
        onDelete={onDelete}
      />
    </Stack>
  );
}
