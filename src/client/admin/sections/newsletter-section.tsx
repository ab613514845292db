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
import { subscriberCount } from '../../../modules/newsletter/newsletter.constants';

/**
 * Who signed up in the site footer, with the record of their consent (when they confirmed, the wording
 * they agreed to, the page); removing someone is how an unsubscribe request is honoured.
 */
export default function NewsletterSection() {
  const utils = trpc.useUtils();
  const list = trpc.admin.newsletter.list.useQuery();
  const remove = trpc.admin.newsletter.remove.useMutation();
  const subscribers = list.data?.data;

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
                {subscriberCount(subscribers)}
              </Badge>
            )}
          </>
        }
        actions={<CsvExportButton path={CSV_EXPORT_PATHS.newsletter} />}
      />
      <AdminTable
        caption="Newsletter subscribers"
        rows={subscribers}
        rowKey={(s) => s.id}
        isLoading={list.isLoading}
        error={list.error}
        emptyMessage="No subscribers yet. The sign-up form is in the footer of every public page."
        columns={[
          {
            header: 'Email',
            cell: (s) => (
              <Link href={`mailto:${s.email}`} color="accent" fontWeight="medium">
                {s.email}
              </Link>
            ),
          },
          {
            header: 'Status',
            cell: (s) =>
              s.status === 'confirmed' ? <Badge colorPalette="green">Confirmed</Badge> : <Badge colorPalette="orange">Awaiting confirmation</Badge>,
          },
          { header: 'Signed up', cell: (s) => formatDateTime(s.createdAt), hideBelow: 'sm' },
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
    </Stack>
  );
}
