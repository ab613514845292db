import { Badge, Flex, Text } from '@chakra-ui/react';
import { WEBHOOK_EVENT_TYPES, webhookInput, type CreatedWebhookDto, type WebhookDto } from '../../../../modules/webhooks/webhooks.schema';
import { trpc } from '../../../lib/trpc';
import { SecretNotice } from '../../components/secret-notice';
import { NameCell } from '../../content/cells';
import { describeSection } from '../../content/section-description';
import { WebhookDeliveries } from './webhook-deliveries';

const EVENT_WORDS: Record<(typeof WEBHOOK_EVENT_TYPES)[number], string> = {
  'contact.created': 'A contact message arrives',
  'application.created': 'A job application arrives',
  'newsletter.subscribed': 'A newsletter sign-up is confirmed',
  'content.published': 'Content goes live (posts, services, team, careers)',
  'content.unpublished': 'Content leaves the public site',
  'content.deleted': 'Content is deleted',
};

function WebhookSecretNotice({ row, onClose }: { row: WebhookDto; onClose: () => void }) {
  return (
    <SecretNotice
      title="Webhook created"
      advice="Copy the signing secret now into the receiving system: it checks each delivery’s webhook-signature header with it (Standard Webhooks). It is shown this once; if it is lost, delete the webhook and create another."
      label="Signing secret"
      secret={(row as CreatedWebhookDto).secret}
      onClose={onClose}
    />
  );
}

export default describeSection({
  title: 'Webhooks',
  description:
    'Integrations (a CRM, Slack, a careers board) hear of events as they happen: each delivery is a signed POST to their HTTPS address, retried with back-off for about half an hour. An endpoint that keeps failing is switched off here; switch it on again once it is fixed.',
  caption: 'Webhooks',
  emptyMessage: 'No webhooks yet. Add one with the address an integration gave you and the events it wants.',
  noun: 'webhook',
  addLabel: 'Add webhook',
  nameField: 'url',
  procedures: trpc.admin.webhooks,
  editExtras: WebhookDeliveries,
  columns: [
    { header: 'Address', cell: (w) => <NameCell name={w.url} phoneDetail={w.description} /> },
    {
      header: 'Events',
      hideBelow: 'lg',
      cell: (w) => (
        <Flex gap="1" wrap="wrap">
          {w.events.map((event) => (
            <Badge key={event} variant="subtle">
              {event}
            </Badge>
          ))}
        </Flex>
      ),
    },
    {
      header: 'Status',
      cell: (w) =>
        w.isActive ? (
          <Badge colorPalette="green">On</Badge>
        ) : (
          <Flex direction="column" gap="1">
            <Badge colorPalette="red" alignSelf="start">
              Switched off
            </Badge>
            {w.disabledReason && <Text fontSize="sm">{w.disabledReason}</Text>}
          </Flex>
        ),
    },
  ],
  schema: webhookInput,
  form: [
    { kind: 'text', name: 'url', label: 'Address', placeholder: 'https://crm.example.com/hooks/site', inputType: 'url' },
    {
      kind: 'text',
      name: 'description',
      label: 'Description',
      placeholder: 'CRM: new enquiries',
      helperText: 'Who receives it, so you know what breaks when it is deleted.',
    },
    {
      kind: 'choices',
      name: 'events',
      label: 'Events',
      options: WEBHOOK_EVENT_TYPES.map((value) => ({ value, label: EVENT_WORDS[value] })),
    },
  ],
  createdNotice: WebhookSecretNotice,
});
