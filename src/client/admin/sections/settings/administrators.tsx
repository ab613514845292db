import { Badge, Card, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { ErrorState, LoadingState } from '../../../components/ui/state-views';
import { showToast } from '../../../components/ui/toaster';
import { useAuth } from '../../../lib/auth';
import { trpc } from '../../../lib/trpc';
import { DeleteIconButton } from '../../components/record-actions';
import { reportMutationError } from '../../components/mutation-error';
import { AddAdministratorForm } from './add-administrator-form';
import { formatDateTime } from '../../../../shared/dates';

/** Who can sign in to the dashboard; never oneself or the last account can be removed (the server refuses). */
export function Administrators() {
  const { user } = useAuth();
  const utils = trpc.useUtils();
  const users = trpc.admin.users.list.useQuery({ pageSize: 100 });
  const remove = trpc.admin.users.remove.useMutation();

  const onRemove = async (id: number, username: string) => {
    try {
      await remove.mutateAsync({ id });
      await utils.admin.users.list.invalidate();
      showToast('success', 'Administrator removed', `${username} can no longer sign in.`);
    } catch (error) {
      reportMutationError(error, 'Administrator not removed');
    }
  };

  return (
    <Card.Root variant="outline" aria-labelledby="settings-admins-title">
      <Card.Header>
        <Heading as="h3" size="md" id="settings-admins-title">
          Administrators
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Everyone listed here can sign in and manage the whole site. You cannot remove yourself or the last administrator.
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="6">
          {users.isLoading ? (
            <LoadingState label="Loading administrators…" />
          ) : users.error ? (
            <ErrorState message={users.error.message} />
          ) : (
            <Table.ScrollArea borderWidth="1px" borderRadius="md">
              <Table.Root size="sm" aria-label="Administrators">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Username</Table.ColumnHeader>
                    <Table.ColumnHeader>Added</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {users.data?.data.map((account) => {
                    const isYou = account.id === user?.id;
                    return (
                      <Table.Row key={account.id}>
                        <Table.Cell fontWeight="medium">
                          {account.username}{' '}
                          {isYou && (
                            <Badge colorPalette="blue" variant="subtle" ms="1">
                              You
                            </Badge>
                          )}
                        </Table.Cell>
                        <Table.Cell color="fg.muted">{formatDateTime(account.createdAt)}</Table.Cell>
                        <Table.Cell textAlign="end">
                          <DeleteIconButton
                            label={isYou ? 'You cannot remove yourself' : `Remove ${account.username}`}
                            title={isYou ? 'You cannot remove yourself' : `Remove ${account.username}`}
                            disabled={isYou}
                            subject={`the administrator “${account.username}”`}
                            onConfirm={() => onRemove(account.id, account.username)}
                          />
                        </Table.Cell>
                      </Table.Row>
                    );
                  })}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
          <AddAdministratorForm />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
