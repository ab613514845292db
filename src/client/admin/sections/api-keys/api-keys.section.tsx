import { Badge, Flex, Text } from '@chakra-ui/react';
import { apiKeyInput, type ApiKeyDto } from '../../../../modules/api-keys/api-key.schema';
import { API_SCOPES, type ScopeSection } from '../../../../shared/api-scopes';
import { formatDateTime, formatShortDate } from '../../../../shared/dates';
import { trpc } from '../../../lib/trpc';
import { NameCell } from '../../content/cells';
import { describeSection } from '../../content/section-description';
import { ApiKeySecretNotice } from './api-key-secret-notice';

const SECTION_WORDS: Record<ScopeSection, string> = {
  team: 'Team members',
  services: 'Services',
  expertise: 'Core expertise',
  'case-results': 'Client results',
  blog: 'Blog posts',
  insights: 'Featured insights',
  careers: 'Career listings',
  applications: 'Job applications',
  contacts: 'Contact messages',
  newsletter: 'Newsletter',
  settings: 'Settings',
  media: 'Media',
  mail: 'Mail',
  redirects: 'Redirects',
};

const scopeWords = (scope: string) => {
  const [section, access] = scope.split(':') as [ScopeSection, string];
  return `${SECTION_WORDS[section]}: ${access}`;
};

const lastUse = (key: ApiKeyDto) => (key.lastUsedAt ? `${formatDateTime(key.lastUsedAt)} from ${key.lastUsedFrom ?? '?'}` : 'Never');

export default describeSection({
  title: 'API keys',
  description:
    'Keys let an integration (a CRM, a careers board) call the REST API as Authorization: Bearer dgk_…, only within the scopes chosen here. A new key is shown once. Deleting a key revokes it at once. No key can manage accounts, keys or webhooks.',
  caption: 'API keys',
  emptyMessage: 'No API keys yet. Add one for each integration, with only the scopes it needs.',
  noun: 'API key',
  addLabel: 'Add API key',
  nameField: 'name',
  procedures: trpc.admin.apiKeys,
  columns: [
    { header: 'Name', sortField: 'name', cell: (k) => <NameCell name={k.name} phoneDetail={k.prefix} /> },
    { header: 'Key', hideBelow: 'md', cell: (k) => <Text fontFamily="mono">{k.prefix}…</Text> },
    {
      header: 'Scopes',
      hideBelow: 'lg',
      cell: (k) => (
        <Flex gap="1" wrap="wrap">
          {k.scopes.map((scope) => (
            <Badge key={scope} variant="subtle">
              {scope}
            </Badge>
          ))}
        </Flex>
      ),
    },
    { header: 'Expires', hideBelow: 'lg', cell: (k) => (k.expiresOn ? formatShortDate(k.expiresOn) : 'Never') },
    { header: 'Last used', sortField: 'lastUsedAt', hideBelow: 'md', cell: (k) => <Text whiteSpace="nowrap">{lastUse(k)}</Text> },
  ],
  schema: apiKeyInput,
  form: [
    { kind: 'text', name: 'name', label: 'Name', placeholder: 'CRM sync', helperText: 'Who uses the key, so you know what breaks when it is revoked.' },
    {
      kind: 'choices',
      name: 'scopes',
      label: 'Scopes',
      options: API_SCOPES.map((scope) => ({ value: scope, label: scopeWords(scope) })),
      helperText: 'Read lets the key list and read a section; write lets it create, change and delete there.',
    },
    { kind: 'date', name: 'expiresOn', label: 'Last day (optional)', helperText: 'The key stops working after this day (UTC). Blank: it does not expire.' },
  ],
  createdNotice: ApiKeySecretNotice,
});
