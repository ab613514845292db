import { Badge, Box, Button, Flex, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ViewDialog } from '../components/view-dialog';
import { formatDateTime } from '../../../shared/dates';
import type { Change } from 'diff';
import { changedFields } from './revision-diff';
import type { RevisionProcedures } from './section-description';

type Props = {
  procedures: RevisionProcedures;
  itemId: number;
  /** The values in the form now: what a revision is compared with. */
  current: Record<string, unknown>;
  /** Restores the revision into the draft; resolves true when it did. */
  onRestore: (revisionId: number) => Promise<boolean>;
  onClose: () => void;
};

const REASON: Record<string, string> = {
  original: 'As it was before its first recorded change',
  create: 'Created',
  update: 'Changed live',
  publish: 'Published',
  unpublish: 'Unpublished',
  delete: 'Deleted',
};

/**
 * An editorial item's history (decision 042): every revision, newest first; one opened shows the fields
 * it differs in from the form, side by side, and its words added and removed. Restoring puts it into the
 * draft, to review and publish.
 */
export default function RevisionHistory({ procedures, itemId, current, onRestore, onClose }: Props) {
  const list = procedures.revisions.useQuery({ id: itemId, page: 1, pageSize: 50 });
  const [openId, setOpenId] = useState<number | null>(null);
  const opened = procedures.revision.useQuery({ id: itemId, revisionId: openId ?? 0 }, { enabled: openId !== null });
  const changes = opened.data ? changedFields(opened.data.data.data, current) : [];
  return (
    <ViewDialog title="History" size="xl" closeLabel="Close history" onClose={onClose}>
      <Table.Root size="sm">
        <Table.Caption srOnly>Revisions, newest first</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>When</Table.ColumnHeader>
            <Table.ColumnHeader>What</Table.ColumnHeader>
            <Table.ColumnHeader>Who</Table.ColumnHeader>
            <Table.ColumnHeader srOnly>Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {list.data?.data.map((revision) => (
            <Table.Row key={revision.id} aria-selected={revision.id === openId}>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(revision.createdAt)}</Table.Cell>
              <Table.Cell>
                <Badge variant="subtle">{REASON[revision.reason] ?? revision.reason}</Badge>
              </Table.Cell>
              <Table.Cell>{revision.savedBy}</Table.Cell>
              <Table.Cell textAlign="end">
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => setOpenId(revision.id)}
                  aria-label={`Compare the revision of ${formatDateTime(revision.createdAt)}`}
                >
                  Compare
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {openId !== null && opened.data && (
        <Stack mt="6" gap="4" aria-label="Differences from the form">
          <Flex justify="space-between" align="center">
            <Text fontWeight="semibold">
              {changes.length === 0
                ? 'Same as the form'
                : changes.length === 1
                  ? '1 field differs from the form'
                  : `${changes.length} fields differ from the form`}
            </Text>
            <Button size="sm" colorPalette="blue" onClick={async () => (await onRestore(openId)) && onClose()}>
              Restore into the draft
            </Button>
          </Flex>
          {changes.map((change) => (
            <Box key={change.field} borderWidth="1px" borderRadius="md" p="3">
              <Text fontWeight="medium" mb="2">
                {change.field}
              </Text>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" fontSize="sm">
                <WordsOf side="before" words={change.words} />
                <WordsOf side="after" words={change.words} />
              </SimpleGrid>
            </Box>
          ))}
        </Stack>
      )}
    </ViewDialog>
  );
}

const SIDES = {
  before: { label: 'This revision', keeps: (part: Change) => !part.added, marked: (part: Change) => part.removed, as: 'del', bg: 'red.subtle' },
  after: { label: 'The form now', keeps: (part: Change) => !part.removed, marked: (part: Change) => part.added, as: 'ins', bg: 'green.subtle' },
} as const;

/** One side of a field's word diff: the revision's words with the removed ones struck, or the form's with the added ones marked. */
function WordsOf({ side, words }: { side: keyof typeof SIDES; words: Change[] }) {
  const { label, keeps, marked, as, bg } = SIDES[side];
  return (
    <Box>
      <Text color="fg.muted" fontSize="xs">
        {label}
      </Text>
      <Text whiteSpace="pre-wrap">
        {words.filter(keeps).map((part, index) => (
          <Box as={marked(part) ? as : 'span'} key={index} bg={marked(part) ? bg : undefined}>
            {part.value}
          </Box>
        ))}
      </Text>
    </Box>
  );
}
