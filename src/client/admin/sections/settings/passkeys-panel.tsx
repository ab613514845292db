import { Button, Card, Heading, Input, Stack, Table, Text } from '@chakra-ui/react';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { passkeyName } from '../../../../modules/auth/passkey.schema';
import { formatDateTime } from '../../../../shared/dates';
import { ErrorState, LoadingState } from '../../../components/ui/state-views';
import { showToast } from '../../../components/ui/toaster';
import { trpc } from '../../../lib/trpc';
import { reportMutationError } from '../../components/mutation-error';
import { SwitchField } from '../../components/switch-field';
import { createPasskey, passkeyErrorMessage } from '../../login/passkey-ceremonies';
import { AccountField } from './account-field';

type Passkey = { id: number; name: string; createdAt: string; lastUsedAt: string | null };

/** The signed-in user's passkeys: add one (a second factor, and a sign-in without a password), rename, remove. */
export function PasskeysPanel() {
  const utils = trpc.useUtils();
  const passkeys = trpc.auth.passkeys.list.useQuery();
  const options = trpc.auth.passkeys.registrationOptions.useMutation();
  const registerPasskey = trpc.auth.passkeys.register.useMutation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const refresh = () => Promise.all([utils.auth.passkeys.list.invalidate(), utils.auth.twoFactor.status.invalidate()]);

  const onAdd = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = passkeyName.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Name the passkey');
    setError(null);
    try {
      const response = await createPasskey((await options.mutateAsync()).data);
      await registerPasskey.mutateAsync({ name: parsed.data, response });
      setName('');
      showToast('success', 'Passkey added', 'It signs you in, with or without your password.');
      await refresh();
    } catch (caught) {
      setError(passkeyErrorMessage(caught));
    }
  };

  return (
    <Card.Root variant="outline" maxW="xl" aria-labelledby="settings-passkeys-title">
      <Card.Header>
        <Heading as="h3" size="md" id="settings-passkeys-title">
          Passkeys
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          A passkey on this device or a security key: a second step after your password, or a sign-in of its own with the device&apos;s PIN or fingerprint.
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          {passkeys.isLoading ? (
            <LoadingState label="Loading passkeys…" />
          ) : !passkeys.data ? (
            <ErrorState message={passkeys.error?.message ?? 'The passkeys could not be loaded.'} />
          ) : passkeys.data.data.length === 0 ? (
            <Text fontSize="sm">No passkeys yet.</Text>
          ) : (
            <Table.ScrollArea borderWidth="1px" borderRadius="md">
              <Table.Root size="sm" aria-label="Your passkeys">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Name</Table.ColumnHeader>
                    <Table.ColumnHeader>Added</Table.ColumnHeader>
                    <Table.ColumnHeader>Last used</Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Text as="span" srOnly>
                        Actions
                      </Text>
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {passkeys.data.data.map((passkey) => (
                    <PasskeyRow key={passkey.id} passkey={passkey} onChanged={refresh} />
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
          <form onSubmit={onAdd} noValidate aria-label="Add a passkey">
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'flex-end' }}>
              <AccountField label="Passkey name" error={error ?? undefined} flex="1">
                <Input value={name} onChange={(event) => setName(event.target.value)} placeholder="Work laptop" maxLength={100} />
              </AccountField>
              <Button type="submit" colorPalette="blue" loading={options.isPending || registerPasskey.isPending} loadingText="Waiting for the passkey...">
                <KeyRound aria-hidden /> Add a passkey
              </Button>
            </Stack>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** One passkey: rename in place, or remove with the current password (as the server requires). */
function PasskeyRow({ passkey, onChanged }: { passkey: Passkey; onChanged: () => Promise<unknown> }) {
  const rename = trpc.auth.passkeys.rename.useMutation();
  const remove = trpc.auth.passkeys.remove.useMutation();
  const [mode, setMode] = useState<'view' | 'rename' | 'remove'>('view');
  const [value, setValue] = useState('');

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      if (mode === 'rename') await rename.mutateAsync({ id: passkey.id, name: value });
      else await remove.mutateAsync({ id: passkey.id, currentPassword: value });
      showToast('success', mode === 'rename' ? 'Passkey renamed' : 'Passkey removed');
      setMode('view');
      await onChanged();
    } catch (error) {
      reportMutationError(error, mode === 'rename' ? 'Passkey not renamed' : 'Passkey not removed');
    }
  };

  const open = (next: 'rename' | 'remove') => {
    setValue(next === 'rename' ? passkey.name : '');
    setMode(next);
  };

  return (
    <Table.Row>
      <Table.Cell>
        {mode === 'view' ? (
          passkey.name
        ) : (
          <form onSubmit={submit} aria-label={mode === 'rename' ? `Rename ${passkey.name}` : `Remove ${passkey.name}`}>
            <Stack direction="row" gap="2">
              <Input
                size="sm"
                aria-label={mode === 'rename' ? 'New name' : 'Current password'}
                type={mode === 'rename' ? 'text' : 'password'}
                autoComplete={mode === 'rename' ? 'off' : 'current-password'}
                value={value}
                onChange={(event) => setValue(event.target.value)}
              />
              <Button type="submit" size="sm" colorPalette={mode === 'rename' ? 'blue' : 'red'} loading={rename.isPending || remove.isPending}>
                {mode === 'rename' ? 'Save' : 'Remove'}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setMode('view')}>
                Cancel
              </Button>
            </Stack>
          </form>
        )}
      </Table.Cell>
      <Table.Cell color="fg.muted">{formatDateTime(passkey.createdAt)}</Table.Cell>
      <Table.Cell color="fg.muted">{passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : 'Never'}</Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        {mode === 'view' && (
          <>
            <Button size="xs" variant="ghost" onClick={() => open('rename')} aria-label={`Rename ${passkey.name}`}>
              Rename
            </Button>
            <Button size="xs" variant="ghost" colorPalette="red" onClick={() => open('remove')} aria-label={`Remove ${passkey.name}`}>
              Remove
            </Button>
          </>
        )}
      </Table.Cell>
    </Table.Row>
  );
}

/** The owner's setting: every staff account needs a second factor; one without enrols at its next sign-in. */
export function SignInPolicyPanel() {
  const utils = trpc.useUtils();
  const policy = trpc.auth.enrolment.policy.useQuery();
  const save = trpc.auth.enrolment.savePolicy.useMutation();

  const onChange = async (requireTwoFactor: boolean) => {
    try {
      await save.mutateAsync({ requireTwoFactor });
      await Promise.all([utils.auth.enrolment.policy.invalidate(), utils.auth.twoFactor.status.invalidate()]);
      showToast('success', requireTwoFactor ? 'Two-step sign-in required for all staff' : 'Two-step sign-in no longer required');
    } catch (error) {
      reportMutationError(error, 'The sign-in policy was not saved');
    }
  };

  return (
    <Card.Root variant="outline" maxW="xl" aria-labelledby="settings-policy-title">
      <Card.Header>
        <Heading as="h3" size="md" id="settings-policy-title">
          Staff sign-in policy
        </Heading>
      </Card.Header>
      <Card.Body>
        {policy.data ? (
          <SwitchField
            label="Require two-step sign-in for all staff"
            checked={policy.data.data.requireTwoFactor}
            onChange={onChange}
            helperText="Staff without an authenticator app or a passkey must add one at their next sign-in before they can do anything else."
          />
        ) : (
          <LoadingState label="Loading the sign-in policy…" />
        )}
      </Card.Body>
    </Card.Root>
  );
}
