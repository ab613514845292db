import { Button, Flex, Text } from '@chakra-ui/react';
import { CalendarX } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/dates';
import { showToast } from '../../components/ui/toaster';
import { reportMutationError } from '../components/mutation-error';
import { capitalised, type DraftProcedures } from './section-description';
import { TimeControl } from './time-control';

type Props = {
  procedure: DraftProcedures<unknown, unknown>['scheduleUnpublish'];
  itemId: number;
  noun: string;
  /** When the item comes off the site by itself, as the draft's answer said. */
  initial: string | null;
};

/**
 * Below the draft bar of a section whose items can come off the site: when this one does by itself
 * (a listing that closes), set or cleared in the editor's time zone.
 */
export function UnpublishSchedule({ procedure, itemId, noun, initial }: Props) {
  const mutation = procedure.useMutation();
  const [unpublishAt, setUnpublishAt] = useState(initial);
  const [busy, setBusy] = useState(false);
  const change = async (next: string | null) => {
    setBusy(true);
    try {
      const answer = await mutation.mutateAsync({ id: itemId, unpublishAt: next });
      setUnpublishAt(answer.data.unpublishAt);
      showToast(
        'success',
        next ? `${capitalised(noun)} will come off the site` : 'Unpublish time cleared',
        next ? `At ${formatDateTime(next)}, by itself` : `The ${noun} stays on the site`,
      );
      return true;
    } catch (error) {
      reportMutationError(error, `Could not change when the ${noun} comes off the site`);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex gap="2" align="end" wrap="wrap">
      <TimeControl label="Unpublish at" action="Set unpublish time" icon={CalendarX} busy={busy} onSet={change} />
      {unpublishAt && (
        <Flex gap="2" align="center">
          <Text fontSize="sm">Comes off the site {formatDateTime(unpublishAt)}</Text>
          <Button size="xs" variant="outline" disabled={busy} onClick={() => void change(null)}>
            Keep it on
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
