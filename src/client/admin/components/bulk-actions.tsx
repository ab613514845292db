import { Button, Dialog, Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { PageMeta } from '../../../shared/list-query';
import { showToast } from '../../components/ui/toaster';
import { AlertDialog } from './alert-dialog';
import { reportMutationError } from './mutation-error';
import type { BulkTarget, RowSelection } from './use-row-selection';

/** One bulk action a list offers: the server's `action` (and any extra fields), its button, and the question asked first. */
export type BulkChoice = {
  action: string;
  params?: Record<string, string>;
  label: string;
  /** The confirmation's question, given "12 messages". */
  question: (rows: string) => string;
  destructive?: boolean;
};

type Props = {
  selection: RowSelection;
  meta?: PageMeta;
  /** Rows on the page shown: "select all matching" is offered when the page is ticked and more match. */
  pageRows: number;
  noun: [string, string];
  choices: BulkChoice[];
  /** Sends the bulk call; the answer's message is what the toast says. */
  run: (body: { action: string } & BulkTarget & Record<string, unknown>) => Promise<{ message: string }>;
  /** After a bulk action: refresh the list (and counts). */
  onDone: () => Promise<unknown>;
};

/** The bar over a list while rows are ticked: how many, "select all N matching", the actions, each confirmed once. */
export function BulkActions({ selection, meta, pageRows, noun, choices, run, onDone }: Props) {
  const [asked, setAsked] = useState<BulkChoice | null>(null);
  const [busy, setBusy] = useState(false);
  const total = meta?.total ?? 0;
  const count = selection.count(total);
  if (count === 0) return null;

  const words = (n: number) => `${meta?.estimated && selection.allMatching ? 'about ' : ''}${n.toLocaleString('en')} ${n === 1 ? noun[0] : noun[1]}`;
  const confirm = async () => {
    if (!asked) return;
    setBusy(true);
    try {
      const answer = await run({ action: asked.action, ...asked.params, ...selection.target() });
      selection.clear();
      setAsked(null);
      await onDone();
      showToast('success', answer.message);
    } catch (error) {
      reportMutationError(error, 'Could not change the selected rows');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex role="region" aria-label="Bulk actions" mb="3" px="3" py="2" gap="2" wrap="wrap" align="center" borderWidth="1px" borderRadius="lg" bg="bg.subtle">
      <Text fontSize="sm" fontWeight="medium" data-testid="selected-count">
        {selection.allMatching ? `All ${words(total)} selected` : `${words(count)} selected`}
      </Text>
      {!selection.allMatching && selection.page === 'all' && total > pageRows && (
        <Button size="xs" variant="plain" textDecoration="underline" onClick={selection.selectAllMatching}>
          Select all {words(total)}
        </Button>
      )}
      <Button size="xs" variant="plain" onClick={selection.clear}>
        Clear selection
      </Button>
      <Flex gap="2" wrap="wrap" ms={{ md: 'auto' }}>
        {choices.map((choice) => (
          <Button key={choice.label} size="xs" variant="outline" colorPalette={choice.destructive ? 'red' : undefined} onClick={() => setAsked(choice)}>
            {choice.label}
          </Button>
        ))}
      </Flex>
      <AlertDialog
        open={asked !== null}
        onOpenChange={(open) => !open && !busy && setAsked(null)}
        title={asked?.label}
        footer={
          <>
            <Dialog.ActionTrigger asChild>
              <Button variant="outline">Cancel</Button>
            </Dialog.ActionTrigger>
            <Button colorPalette={asked?.destructive ? 'red' : 'blue'} loading={busy} onClick={confirm}>
              {asked?.label}
            </Button>
          </>
        }
      >
        {asked?.question(words(count))}
      </AlertDialog>
    </Flex>
  );
}
