import { Badge, Box, Button, Dialog, Field, Flex, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Download, Search, ShieldX } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { showToast } from '../../../components/ui/toaster';
import { trpc } from '../../../lib/trpc';
import { PERSONAL_DATA_CSV_PATH } from '../../../../shared/api-paths';
import { formatDateTime } from '../../../../shared/dates';
import { downloadCsv, saveFile } from '../../components/csv-download';
import { AlertDialog } from '../../components/alert-dialog';
import { reportMutationError } from '../../components/mutation-error';
import { SectionHeader } from '../../components/section-header';
import { ERASURE_MODES, type PersonalDataDto } from '../../../../modules/privacy/privacy.schema';

type ErasureMode = (typeof ERASURE_MODES)[number];

const MODE_LABELS: Record<ErasureMode, string> = {
  delete: 'Delete every record',
  anonymise: 'Anonymise messages and applications, delete the rest',
};

/** The records of one kind, each a date and its fields, as the person asking would read them. */
function SourceRecords({ source }: { source: PersonalDataDto['sources'][number] }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" data-testid={`personal-data-${source.source}`}>
      <Heading as="h3" size="sm" mb="2">
        {source.label} <Badge variant="subtle">{source.records.length}</Badge>
      </Heading>
      {source.records.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          None.
        </Text>
      ) : (
        <Stack gap="2" as="ul" listStyleType="none">
          {source.records.map((record) => (
            <Box as="li" key={record.id} fontSize="sm">
              <Text fontWeight="medium">{formatDateTime(record.createdAt)}</Text>
              <Text color="fg.muted" wordBreak="break-word">
                {Object.entries(record.fields)
                  .filter(([, value]) => value !== '' && value !== null)
                  .map(([field, value]) => `${field}: ${String(value)}`)
                  .join(' · ')}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

function EraseDialog({ email, onErased }: { email: string; onErased: () => void }) {
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<ErasureMode>('delete');
  const erase = trpc.admin.personalData.erase.useMutation();
  const onConfirm = async () => {
    try {
      const result = await erase.mutateAsync({ email, mode });
      showToast('success', 'Personal data erased', result.message);
      setOpen(false);
      onErased();
    } catch (error) {
      reportMutationError(error, 'Could not erase the personal data');
    }
  };
  return (
    <AlertDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button colorPalette="red" variant="outline" size="sm">
          <ShieldX aria-hidden /> Erase…
        </Button>
      }
      title={`Erase the data of ${email}?`}
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.ActionTrigger>
          <Button colorPalette="red" loading={erase.isPending} onClick={() => void onConfirm()}>
            Erase
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text>Every record above is erased at once, in one step. This cannot be undone.</Text>
        <Field.Root>
          <Field.Label>How</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={mode} onChange={(e) => setMode(e.currentTarget.value as ErasureMode)}>
              {ERASURE_MODES.map((m) => (
                <option key={m} value={m}>
                  {MODE_LABELS[m]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Stack>
    </AlertDialog>
  );
}

/** Answering a person who asks what the firm holds about them, or asks for it to be erased (GDPR art. 15 and 17). */
export default function PersonalDataSection() {
  const [typed, setTyped] = useState('');
  const [email, setEmail] = useState<string | null>(null);
  const found = trpc.admin.personalData.find.useQuery({ email: email ?? '' }, { enabled: email !== null, retry: false });
  const data = found.data?.data;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setEmail(typed.trim());
  };
  const onCsv = async () => {
    try {
      await downloadCsv(PERSONAL_DATA_CSV_PATH, { email: email ?? undefined });
    } catch (error) {
      showToast('error', 'Export failed', error instanceof Error ? error.message : 'The CSV file could not be downloaded');
    }
  };

  return (
    <Stack gap="0">
      <SectionHeader title="Personal Data" description="Find everything the site holds about an e-mail address, export it for the person, or erase it." />
      <form onSubmit={onSubmit} role="search" aria-label="Personal data">
        <Flex gap="2" align="flex-end" wrap="wrap" mb="6">
          <Field.Root maxW="md" invalid={Boolean(found.error)}>
            <Field.Label>E-mail address</Field.Label>
            <Input type="email" required value={typed} onChange={(e) => setTyped(e.currentTarget.value)} placeholder="name@example.com" />
            {found.error && <Field.ErrorText>{found.error.message}</Field.ErrorText>}
          </Field.Root>
          <Button type="submit" loading={found.isFetching}>
            <Search aria-hidden /> Find
          </Button>
        </Flex>
      </form>
      {data && email && (
        <Stack gap="4">
          <Flex justify="space-between" align="center" wrap="wrap" gap="2">
            <Text data-testid="personal-data-total">
              {data.total === 0 ? `Nothing is held about ${data.email}.` : `${data.total} record${data.total === 1 ? '' : 's'} hold ${data.email}.`}
            </Text>
            {data.total > 0 && (
              <Flex gap="2">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), 'personal-data.json')}
                >
                  <Download aria-hidden /> JSON
                </Button>
                <Button variant="outline" size="sm" onClick={() => void onCsv()}>
                  <Download aria-hidden /> CSV
                </Button>
                <EraseDialog email={email} onErased={() => void found.refetch()} />
              </Flex>
            )}
          </Flex>
          {data.sources
            .filter((source) => source.records.length > 0)
            .map((source) => (
              <SourceRecords key={source.source} source={source} />
            ))}
        </Stack>
      )}
    </Stack>
  );
}
