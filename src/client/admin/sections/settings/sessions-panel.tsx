import { Badge, Button, Card, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { LogOut } from 'lucide-react';
import { formatDateTime } from '../../../../shared/dates';
import { ErrorState, LoadingState } from '../../../components/ui/state-views';
import { showToast } from '../../../components/ui/toaster';
import { trpc } from '../../../lib/trpc';
import { reportMutationError } from '../../components/mutation-error';

/** Where the signed-in user is signed in, and a way to end every session but this one. */
export function SessionsPanel() {
  const utils = trpc.useUtils();
  const sessions = trpc.auth.sessions.useQuery();
  const signOutOthers = trpc.auth.signOutOtherSessions.useMutation();
  const others = sessions.data?.data.filter((session) => !session.current).length ?? 0;

  const onSignOutOthers = async () => {
    try {
      const { signedOut } = (await signOutOthers.mutateAsync()).data;
      await utils.auth.sessions.invalidate();
      showToast('success', 'Other sessions signed out', `${signedOut} session${signedOut === 1 ? '' : 's'} ended.`);
    } catch (error) {
      reportMutationError(error, 'Other sessions not signed out');
    }
  };

  return (
    <Card.Root variant="outline" aria-labelledby="settings-sessions-title">
      <Card.Header>
        <Heading as="h3" size="md" id="settings-sessions-title">
          Your sessions
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Every browser or program signed in as you. Sign the others out if you do not recognise one, or after using a shared computer.
        </Text>
      </Card.Header>
      <Card.Body>
        {sessions.isLoading ? (
          <LoadingState label="Loading sessions…" />
        ) : !sessions.data ? (
          <ErrorState message={sessions.error?.message ?? 'The sessions could not be loaded.'} />
        ) : (
          <Table.ScrollArea borderWidth="1px" borderRadius="md">
            <Table.Root size="sm" aria-label="Your sessions">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Browser</Table.ColumnHeader>
                  <Table.ColumnHeader>Address</Table.ColumnHeader>
                  <Table.ColumnHeader>Signed in</Table.ColumnHeader>
                  <Table.ColumnHeader>Last seen</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {sessions.data.data.map((session) => (
                  <Table.Row key={session.id}>
                    <Table.Cell maxW="xs" truncate title={session.userAgent ?? undefined}>
                      {session.current && (
                        <Badge colorPalette="blue" variant="subtle" me="2">
                          This session
                        </Badge>
                      )}
                      {session.userAgent ?? 'Unknown'}
                    </Table.Cell>
                    <Table.Cell color="fg.muted">{session.ip ?? 'Unknown'}</Table.Cell>
                    <Table.Cell color="fg.muted">{formatDateTime(session.createdAt)}</Table.Cell>
                    <Table.Cell color="fg.muted">{formatDateTime(session.lastSeenAt)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Card.Body>
      <Card.Footer justifyContent="flex-end">
        <Stack direction="row">
          <Button variant="outline" onClick={onSignOutOthers} loading={signOutOthers.isPending} disabled={others === 0}>
            <LogOut aria-hidden /> Sign out other sessions
          </Button>
        </Stack>
      </Card.Footer>
    </Card.Root>
  );
}
