import { Badge, Box, Button, Dialog, Field, Flex, HStack, Input, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { IssueDto } from '../../../../modules/newsletter/newsletter-issue.schema';
import { formatDateTime } from '../../../../shared/dates';
import { trpc } from '../../../lib/trpc';
import { AlertDialog } from '../../components/alert-dialog';
import { reportOutcome } from '../../components/mutation-error';

// The widths a reader sees it at: a phone, and a desktop mail client's reading pane.
const WIDTHS = { Phone: 390, Desktop: 700 } as const;

/**
 * Under a newsletter issue's form: the e-mail as subscribers get it at phone and desktop width, a test
 * to one's own address, and sending it to every confirmed subscriber with the totals as it goes.
 */
export function IssueSending({ row }: { row: IssueDto }) {
  const utils = trpc.useUtils();
  const issue = trpc.admin.newsletter.issues.get.useQuery(
    { id: row.id },
    { refetchInterval: (query) => (query.state.data?.data.status === 'sending' ? 2000 : false) },
  );
  const current = issue.data?.data ?? row;
  const preview = trpc.admin.newsletter.issues.preview.useMutation();
  const sendTest = trpc.admin.newsletter.issues.sendTest.useMutation();
  const send = trpc.admin.newsletter.issues.send.useMutation();
  const [width, setWidth] = useState<keyof typeof WIDTHS>('Phone');
  const [to, setTo] = useState('');
  const [confirming, setConfirming] = useState(false);
  const { totals } = current;

  const showPreview = async () => {
    await reportOutcome(
      () =>
        preview.mutateAsync({
          subject: current.subject,
          preheader: current.preheader,
          body: current.body,
          ...(current.blogPostId ? { blogPostId: current.blogPostId } : {}),
        }),
      null,
      'Could not show the preview',
    );
  };

  return (
    <Stack as="section" aria-label="Sending" gap="4" borderTopWidth="1px" pt="5">
      <Flex justify="space-between" align="center" wrap="wrap" gap="2">
        <Text fontWeight="semibold">Sending</Text>
        <Badge colorPalette={current.status === 'sent' ? 'green' : current.status === 'sending' ? 'blue' : 'gray'}>{current.status}</Badge>
      </Flex>
      {current.status !== 'draft' && (
        <Text fontSize="sm" aria-live="polite">
          {totals.sent.toLocaleString('en')} of {totals.recipients.toLocaleString('en')} sent, {totals.queued.toLocaleString('en')} queued,{' '}
          {totals.failed.toLocaleString('en')} failed
          {current.sentAt ? ` · finished ${formatDateTime(current.sentAt)}` : ''}
        </Text>
      )}
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => void showPreview()} loading={preview.isPending}>
          Preview the e-mail
        </Button>
        {preview.data && (
          <SegmentGroup.Root size="sm" value={width} onValueChange={(e) => setWidth(e.value as keyof typeof WIDTHS)} aria-label="Preview width">
            <SegmentGroup.Indicator />
            <SegmentGroup.Items items={Object.keys(WIDTHS)} />
          </SegmentGroup.Root>
        )}
      </HStack>
      {preview.data && (
        <Box overflowX="auto">
          {/* Sandboxed: the e-mail's HTML runs nothing and reaches nothing of the dashboard. */}
          <iframe
            title={`The e-mail at ${width.toLowerCase()} width`}
            sandbox=""
            srcDoc={preview.data.data.html}
            style={{ width: `${WIDTHS[width]}px`, height: '30rem', border: '1px solid #ccc', background: 'white' }}
          />
        </Box>
      )}
      <Flex gap="2" align="end" wrap="wrap">
        <Field.Root maxW="18rem">
          <Field.Label>Send a test to</Field.Label>
          <Input size="sm" type="email" value={to} onChange={(e) => setTo(e.target.value)} placeholder="you@yourfirm.com" />
        </Field.Root>
        <Button
          size="sm"
          variant="outline"
          disabled={!to}
          loading={sendTest.isPending}
          onClick={async () => {
            await reportOutcome(() => sendTest.mutateAsync({ id: row.id, to }), ['Test sent', to], 'Could not send the test');
          }}
        >
          Send test
        </Button>
      </Flex>
      {current.status === 'draft' && (
        <Button alignSelf="start" colorPalette="blue" onClick={() => setConfirming(true)}>
          Send to all subscribers
        </Button>
      )}
      <AlertDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Send this issue to every confirmed subscriber?"
        footer={
          <>
            <Dialog.ActionTrigger asChild>
              <Button variant="outline">Not yet</Button>
            </Dialog.ActionTrigger>
            <Button
              colorPalette="blue"
              loading={send.isPending}
              onClick={async () => {
                const sent = await reportOutcome(
                  () => send.mutateAsync({ id: row.id }),
                  ['Sending started', 'Subscribers get it through the queue; the totals follow here'],
                  'Could not send the issue',
                );
                if (!sent) return;
                setConfirming(false);
                await Promise.all([issue.refetch(), utils.admin.newsletter.issues.list.invalidate()]);
              }}
            >
              Send now
            </Button>
          </>
        }
      >
        “{current.subject}” goes to every confirmed subscriber, each once, with a link to unsubscribe. It cannot be called back.
      </AlertDialog>
    </Stack>
  );
}
