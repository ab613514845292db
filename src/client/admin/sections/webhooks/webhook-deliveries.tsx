import { Badge, Button, Stack, Table, Text } from '@chakra-ui/react';
import type { WebhookDeliveryDto, WebhookDto } from '../../../../modules/webhooks/webhooks.schema';
import { formatDateTime } from '../../../../shared/dates';
import { trpc } from '../../../lib/trpc';
import { reportOutcome } from '../../components/mutation-error';

const STATUS_PALETTE: Record<WebhookDeliveryDto['status'], string> = { pending: 'blue', delivered: 'green', failed: 'red' };

/** What the receiver last answered: its HTTP status and how long it took, or why nothing came back. */
const lastAnswer = (delivery: WebhookDeliveryDto) =>
  delivery.lastStatusCode !== null
    ? `HTTP ${delivery.lastStatusCode}${delivery.lastResponseMs !== null ? ` in ${delivery.lastResponseMs} ms` : ''}`
    : (delivery.lastError ?? '—');

/** Under a webhook's form: its latest deliveries (status, attempts, the receiver's last answer) and Replay for each. */
export function WebhookDeliveries({ row }: { row: WebhookDto }) {
  const deliveries = trpc.admin.webhooks.deliveries.useQuery({ id: row.id });
  const replay = trpc.admin.webhooks.replay.useMutation();
  const list = deliveries.data?.data ?? [];
  return (
    <Stack as="section" aria-label="Recent deliveries" gap="2">
      <Text fontWeight="semibold">Recent deliveries</Text>
      {deliveries.isLoading && <Text color="fg.muted">Loading…</Text>}
      {!deliveries.isLoading && list.length === 0 && <Text color="fg.muted">Nothing sent yet: deliveries show here once one of its events happens.</Text>}
      {list.length > 0 && (
        <Table.Root size="sm">
          <Table.Caption srOnly>The webhook’s latest deliveries, newest first</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Event</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Last answer</Table.ColumnHeader>
              <Table.ColumnHeader srOnly>Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.map((delivery) => (
              <Table.Row key={delivery.id}>
                <Table.Cell>
                  <Text>{delivery.eventType}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {formatDateTime(delivery.createdAt)}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={STATUS_PALETTE[delivery.status]}>{delivery.status}</Badge>
                  <Text fontSize="xs" color="fg.muted">
                    {delivery.attempts} {delivery.attempts === 1 ? 'attempt' : 'attempts'}
                  </Text>
                </Table.Cell>
                <Table.Cell fontSize="sm">{lastAnswer(delivery)}</Table.Cell>
                <Table.Cell textAlign="end">
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={`Replay the ${delivery.eventType} delivery of ${formatDateTime(delivery.createdAt)}`}
                    disabled={replay.isPending}
                    onClick={async () => {
                      const done = await reportOutcome(
                        () => replay.mutateAsync({ id: row.id, deliveryId: delivery.id }),
                        ['Delivery queued again', `${delivery.eventType}, with the same webhook-id`],
                        'Could not replay the delivery',
                      );
                      if (done) await deliveries.refetch();
                    }}
                  >
                    Replay
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}
