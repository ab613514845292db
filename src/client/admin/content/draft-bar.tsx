import { Alert, Button, Flex, Stack } from '@chakra-ui/react';
import { CalendarClock } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../shared/dates';
import type { DraftAnswer } from './section-description';
import { TimeControl } from './time-control';

type DraftMeta = NonNullable<DraftAnswer<unknown>['draft']>;

type Props = {
  draft: DraftAnswer<unknown>['draft'];
  busy: boolean;
  onDiscard: () => void;
  /** A moment in UTC (ISO 8601), or null to take the schedule off. */
  onSchedule: (publishAt: string | null) => void;
};

/**
 * A pending draft's state: scheduled (when) or unpublished changes, by whom and when, with the actions
 * the form offers beside it. `published` names what the public site shows meanwhile.
 */
export function DraftStatus({ draft, published, children }: { draft: DraftMeta; published: string; children: ReactNode }) {
  return (
    <Alert.Root status={draft.publishAt ? 'info' : 'warning'} variant="subtle">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{draft.publishAt ? `Scheduled to go live ${formatDateTime(draft.publishAt)}` : 'Unpublished changes'}</Alert.Title>
        <Alert.Description>
          Saved by {draft.savedBy}, {formatDateTime(draft.savedAt)}. The public site shows {published} until these changes are published.
        </Alert.Description>
      </Alert.Content>
      <Flex gap="2" alignSelf="center" wrap="wrap">
        {children}
      </Flex>
    </Alert.Root>
  );
}

/** The draft's publish time in the editor's own zone (content items and the settings alike). */
export const ScheduleControl = ({ busy, onSchedule }: { busy: boolean; onSchedule: (publishAt: string) => void }) => (
  <TimeControl label="Publish at" action="Schedule" icon={CalendarClock} busy={busy} onSet={onSchedule} />
);

/**
 * Above an editorial item's form: whether it has unpublished changes (by whom, when), and its schedule.
 * Times are entered and shown in the editor's time zone.
 */
export function DraftBar({ draft, busy, onDiscard, onSchedule }: Props) {
  return (
    <Stack gap="3">
      {draft && (
        <DraftStatus draft={draft} published="the published version">
          {draft.publishAt && (
            <Button size="xs" variant="outline" onClick={() => onSchedule(null)} disabled={busy}>
              Unschedule
            </Button>
          )}
          <Button size="xs" variant="outline" colorPalette="red" onClick={onDiscard} disabled={busy}>
            Discard draft
          </Button>
        </DraftStatus>
      )}
      <ScheduleControl busy={busy} onSchedule={onSchedule} />
    </Stack>
  );
}
