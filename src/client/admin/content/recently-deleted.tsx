import { Button, Stack, Table, Text } from '@chakra-ui/react';
import { DELETED_KEPT_DAYS } from '../../../modules/drafts/drafts.constants';
import { formatDateTime } from '../../../shared/dates';
import { ViewDialog } from '../components/view-dialog';
import { reportOutcome } from '../components/mutation-error';
import { capitalised, type DeletedProcedures } from './section-description';

type Props = { procedures: DeletedProcedures; noun: string; onRestored: () => Promise<unknown>; onClose: () => void };

/** A section's items deleted in the last DELETED_KEPT_DAYS days (decision 042), each brought back with one click. */
export function RecentlyDeleted({ procedures, noun, onRestored, onClose }: Props) {
  const deleted = procedures.deleted.useQuery(undefined, { enabled: true });
  const restore = procedures.restoreDeleted.useMutation();
  const items = deleted.data?.data ?? [];
  return (
    <ViewDialog title="Recently deleted" size="lg" closeLabel="Close recently deleted" onClose={onClose}>
      <Stack gap="4">
        <Text color="fg.muted">
          Deleted {noun}s can be brought back for {DELETED_KEPT_DAYS} days, with their content as it was. One that can be unpublished comes back unpublished.
        </Text>
        {deleted.data && items.length === 0 && <Text>Nothing was deleted in the last {DELETED_KEPT_DAYS} days.</Text>}
        {items.length > 0 && (
          <Table.Root size="sm">
            <Table.Caption srOnly>Recently deleted {noun}s</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>Deleted</Table.ColumnHeader>
                <Table.ColumnHeader srOnly>Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {items.map((item) => (
                <Table.Row key={item.id}>
                  <Table.Cell>{item.name}</Table.Cell>
                  <Table.Cell fontSize="sm">
                    {formatDateTime(item.deletedAt)} by {item.deletedBy}
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={`Restore “${item.name}”`}
                      disabled={restore.isPending}
                      onClick={async () => {
                        const done = await reportOutcome(
                          () => restore.mutateAsync({ id: item.id }),
                          [`${capitalised(noun)} restored`, item.name],
                          `Could not restore the ${noun}`,
                        );
                        if (done) await Promise.all([deleted.refetch(), onRestored()]);
                      }}
                    >
                      Restore
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Stack>
    </ViewDialog>
  );
}
