import { Alert, Button, Field, Flex, Input, Stack } from '@chakra-ui/react';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/dates';
import type { DraftAnswer } from './section-description';

type Props = {
  draft: DraftAnswer<unknown>['draft'];
  busy: boolean;
  onDiscard: () => void;
  /** A moment in UTC (ISO 8601), or null to take the schedule off. */
  onSchedule: (publishAt: string | null) => void;
};

/** `datetime-local` speaks the editor's own clock; the server is given the moment in UTC. */
export const fromLocalInput = (value: string) => new Date(value).toISOString();

/**
 * Above an editorial item's form: whether it has unpublished changes (by whom, when), and its schedule.
 * Times are entered and shown in the editor's time zone.
 */
export function DraftBar({ draft, busy, onDiscard, onSchedule }: Props) {
  return (
    <Stack gap="3">
      {draft && (
        <Alert.Root status={draft.publishAt ? 'info' : 'warning'} variant="subtle">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{draft.publishAt ? `Scheduled to go live ${formatDateTime(draft.publishAt)}` : 'Unpublished changes'}</Alert.Title>
            <Alert.Description>
              Saved by {draft.savedBy}, {formatDateTime(draft.savedAt)}. The public site shows the published version until these changes are published.
            </Alert.Description>
          </Alert.Content>
          <Flex gap="2" alignSelf="center">
            {draft.publishAt && (
              <Button size="xs" variant="outline" onClick={() => onSchedule(null)} disabled={busy}>
                Unschedule
              </Button>
            )}
            <Button size="xs" variant="outline" colorPalette="red" onClick={onDiscard} disabled={busy}>
              Discard draft
            </Button>
          </Flex>
        </Alert.Root>
      )}
      <ScheduleControl busy={busy} onSchedule={onSchedule} />
    </Stack>
  );
}

/** A time in the editor's own zone and Schedule: the draft goes live by itself then (content items and the settings alike). */
export function ScheduleControl({ busy, onSchedule }: { busy: boolean; onSchedule: (publishAt: string) => void }) {
  const [at, setAt] = useState('');
  return (
    <Flex gap="2" align="end" wrap="wrap">
      <Field.Root maxW="16rem">
        <Field.Label>Publish at (your time)</Field.Label>
        <Input type="datetime-local" size="sm" value={at} onChange={(event) => setAt(event.target.value)} />
      </Field.Root>
      <Button size="sm" variant="outline" disabled={!at || busy} onClick={() => onSchedule(fromLocalInput(at))}>
        <CalendarClock aria-hidden /> Schedule
      </Button>
    </Flex>
  );
}
