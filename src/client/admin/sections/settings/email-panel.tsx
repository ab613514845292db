import { Badge, Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { showToast } from '../../../components/ui/toaster';
import { trpc } from '../../../lib/trpc';
import { reportMutationError, reportOutcome } from '../../components/mutation-error';

const SOURCE_WORDS = {
  settings: 'the SMTP server set here',
  environment: 'the SMTP server of SMTP_URL',
  outbox: 'no SMTP server: messages stay in Mail Outbox',
} as const;

/**
 * Settings → E-mail (decision 038): the SMTP server and sender overriding SMTP_URL and MAIL_FROM (the
 * password is never shown back; left out, the stored one is kept), and a test e-mail that says what the
 * server answered.
 */
export function EmailPanel() {
  const utils = trpc.useUtils();
  const transport = trpc.admin.mail.transport.get.useQuery();
  const save = trpc.admin.mail.transport.update.useMutation();
  const test = trpc.admin.mail.transport.sendTest.useMutation();
  const stored = transport.data?.data;
  const [smtpUrl, setSmtpUrl] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  useEffect(() => {
    setSmtpUrl(stored?.smtpUrl ?? '');
    setFrom(stored?.from ?? '');
  }, [stored?.smtpUrl, stored?.from]);

  const onSave = async () => {
    const saved = await reportOutcome(
      () => save.mutateAsync({ smtpUrl: smtpUrl.trim() || null, from: from.trim() || null }),
      ['E-mail settings saved', 'Every instance uses them from its next message'],
      'Could not save the e-mail settings',
    );
    if (saved) await utils.admin.mail.transport.get.invalidate();
  };
  const onTest = async () => {
    try {
      const { data } = await test.mutateAsync({ to });
      showToast(data.delivered ? 'success' : 'error', data.delivered ? 'Test e-mail accepted' : 'Test e-mail not delivered', data.answer);
    } catch (error) {
      reportMutationError(error, 'Could not send the test e-mail');
    }
  };

  return (
    <Stack gap="5" maxW="2xl" py="4">
      <Stack gap="1">
        <Heading as="h3" size="md">
          E-mail
        </Heading>
        {stored && (
          <Text color="fg.muted" aria-live="polite">
            In use: {SOURCE_WORDS[stored.inUse.source]}
            {stored.inUse.smtpUrl ? ` (${stored.inUse.smtpUrl})` : ''}. {stored.smtpPasswordSet && <Badge colorPalette="green">password stored</Badge>}
          </Text>
        )}
      </Stack>
      <Field.Root>
        <Field.Label>SMTP server</Field.Label>
        <Input value={smtpUrl} onChange={(e) => setSmtpUrl(e.target.value)} placeholder="smtp://user:password@smtp.example.com:587" fontFamily="mono" />
        <Field.HelperText>Blank: SMTP_URL, or the local outbox. Leave the password out to keep the stored one.</Field.HelperText>
      </Field.Root>
      <Field.Root>
        <Field.Label>Sender</Field.Label>
        <Input value={from} onChange={(e) => setFrom(e.target.value)} placeholder="Dovetail Group <hello@example.com>" />
        <Field.HelperText>Blank: MAIL_FROM, or the company name and e-mail of the brand settings.</Field.HelperText>
      </Field.Root>
      <Button alignSelf="start" colorPalette="blue" onClick={() => void onSave()} loading={save.isPending}>
        Save e-mail settings
      </Button>
      <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'end' }} gap="2">
        <Field.Root maxW="20rem">
          <Field.Label>Send a test to</Field.Label>
          <Input type="email" value={to} onChange={(e) => setTo(e.target.value)} placeholder="you@yourfirm.com" />
        </Field.Root>
        <Button variant="outline" disabled={!to} onClick={() => void onTest()} loading={test.isPending}>
          Send a test
        </Button>
      </Stack>
    </Stack>
  );
}
