import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ActivityEntryDto } from '../../../../modules/activity/activity.schema';
import { CSV_EXPORT_PATHS } from '../../../../shared/api-paths';
import { formatDateTime } from '../../../../shared/dates';
import { trpc } from '../../../lib/trpc';
import { AdminTable } from '../../components/admin-table';
import { CsvExportButton } from '../../components/csv-export-button';
import { SectionHeader } from '../../components/section-header';
import { ActivityFilters, activityQuery, NO_FILTERS, type ActivityFilterValues } from './activity-filters';
import { ActivityRetention } from './activity-retention';

const PAGE_SIZE = 25;

/** Who did what in the dashboard and at the sign-in form, newest first; read-only by design. */
export default function ActivitySection() {
  const [filters, setFilters] = useState<ActivityFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const query = activityQuery(filters);
  // Staff act in other tabs and sessions: fetch afresh whenever the section opens.
  const list = trpc.admin.activity.list.useQuery({ ...query, page, pageSize: PAGE_SIZE }, { refetchOnMount: 'always' });
  const meta = list.data?.meta;

  const onFilter = (values: ActivityFilterValues) => {
    setFilters(values);
    setPage(1);
  };

  return (
    <Stack gap="0">
      <SectionHeader
        title="Activity Log"
        description="Sign-ins, changes, exports and uploads, newest first. Entries cannot be edited or removed; a daily job removes those older than the retention."
        actions={<CsvExportButton path={CSV_EXPORT_PATHS.activity} query={query} />}
      />
      <ActivityFilters values={filters} onChange={onFilter} />
      <AdminTable<ActivityEntryDto>
        caption="Activity entries"
        rows={list.data?.data}
        rowKey={(e) => e.id}
        isLoading={list.isLoading}
        error={list.error}
        emptyMessage="No activity matches these filters."
        columns={[
          { header: 'When', cell: (e) => <Text whiteSpace="nowrap">{formatDateTime(e.at)}</Text> },
          { header: 'Who', cell: (e) => <Text>{e.actorKind === 'visitor' ? `${e.actorName} (not signed in)` : e.actorName}</Text> },
          { header: 'Action', cell: (e) => <Text>{e.action}</Text> },
          { header: 'Section', hideBelow: 'md', cell: (e) => <Text>{e.section}</Text> },
          { header: 'What', cell: (e) => <Text lineClamp="2">{e.summary}</Text> },
          {
            header: 'From',
            hideBelow: 'lg',
            cell: (e) => (
              <Text fontSize="xs" color="fg.muted" lineClamp="2" title={e.userAgent ?? undefined}>
                {e.address ?? '—'}
              </Text>
            ),
          },
        ]}
      />
      <Flex justify="space-between" align="center" mt="4" gap="4" wrap="wrap">
        <ActivityRetention />
        {meta && meta.total > 0 && (
          <Flex gap="2" align="center">
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              Page {meta.page} of {meta.totalPages} ({meta.total} entries)
            </Text>
            <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Newer
            </Button>
            <Button size="sm" variant="outline" disabled={page >= meta.totalPages} onClick={() => setPage(page + 1)}>
              Older
            </Button>
          </Flex>
        )}
      </Flex>
    </Stack>
  );
}
