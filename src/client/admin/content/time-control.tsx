import { Button, Field, Flex, Input } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';

/** `datetime-local` speaks the editor's own clock; the server is given the moment in UTC. */
export const fromLocalInput = (value: string) => new Date(value).toISOString();

type Props = {
  /** The field's label, e.g. "Publish at". */
  label: string;
  action: string;
  icon: LucideIcon;
  busy: boolean;
  /** Given the moment in UTC (ISO 8601); the field empties when it answers true (taken). */
  onSet: (at: string) => Promise<boolean> | void;
};

/** A time in the editor's own zone and the button that sets it: a draft's publish time, an item's unpublish time. */
export function TimeControl({ label, action, icon: Icon, busy, onSet }: Props) {
  const [at, setAt] = useState('');
  const set = async () => {
    if ((await onSet(fromLocalInput(at))) === true) setAt('');
  };
  return (
    <Flex gap="2" align="end" wrap="wrap">
      <Field.Root maxW="16rem">
        <Field.Label>{label} (your time)</Field.Label>
        <Input type="datetime-local" size="sm" value={at} onChange={(event) => setAt(event.target.value)} />
      </Field.Root>
      <Button size="sm" variant="outline" disabled={!at || busy} onClick={() => void set()}>
        <Icon aria-hidden /> {action}
      </Button>
    </Flex>
  );
}
