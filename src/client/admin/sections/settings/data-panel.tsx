import { Box, Button, Field, Heading, Input, List, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Download, Upload } from 'lucide-react';
import { useState } from 'react';
import { IMPORT_MODES, type ImportMode } from '../../../../modules/content-bundle/content-bundle.constants';
import type { FieldError } from '../../../../shared/envelope';
import { showToast } from '../../../components/ui/toaster';
import { trpc } from '../../../lib/trpc';
import { saveFile } from '../../components/csv-download';

const MODE_LABELS: Record<ImportMode, string> = {
  merge: 'Merge: update matching items (by id, blog posts by slug), add the rest',
  replace: 'Replace: the bundle becomes the content',
};

/** Settings → Data: the whole editorial content as one bundle, downloaded, or brought in from another site. */
export function DataPanel() {
  const utils = trpc.useUtils();
  const importBundle = trpc.admin.data.import.useMutation();
  const [exporting, setExporting] = useState(false);
  const [mode, setMode] = useState<ImportMode>('merge');
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<FieldError[]>([]);

  const onExport = async () => {
    setExporting(true);
    try {
      const { data } = await utils.admin.data.export.fetch();
      saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), `content-${data.exportedAt.slice(0, 10)}.json`);
    } catch (error) {
      showToast('error', 'Export failed', error instanceof Error ? error.message : 'The content could not be exported');
    } finally {
      setExporting(false);
    }
  };

  const onImport = async () => {
    if (!file) return;
    setProblems([]);
    let bundle: Record<string, unknown>;
    try {
      bundle = JSON.parse(await file.text()) as Record<string, unknown>;
    } catch {
      setProblems([{ path: '', message: 'The file is not JSON: choose a bundle downloaded with Export content' }]);
      return;
    }
    try {
      const result = await importBundle.mutateAsync({ mode, bundle });
      await utils.invalidate();
      showToast('success', 'Content imported', result.message);
    } catch (error) {
      const { message, data } = error as { message?: string; data?: { errors?: FieldError[] } | null };
      setProblems(data?.errors ?? [{ path: '', message: message ?? 'The bundle could not be imported' }]);
    }
  };

  return (
    <Stack gap="8" py="6" maxW="3xl">
      <Stack gap="3">
        <Heading as="h2" size="md">
          Export content
        </Heading>
        <Text color="fg.muted">Services, team, blog, featured insights, core expertise, careers, images and brand content as one JSON file.</Text>
        <Box>
          <Button variant="outline" loading={exporting} loadingText="Exporting..." onClick={() => void onExport()}>
            <Download aria-hidden /> Export content
          </Button>
        </Box>
      </Stack>
      <Stack gap="3">
        <Heading as="h2" size="md">
          Import content
        </Heading>
        <Text color="fg.muted">The whole file is checked first: if anything is wrong, every problem is listed and nothing changes.</Text>
        <Field.Root>
          <Field.Label>Bundle file</Field.Label>
          <Input type="file" accept="application/json,.json" py="1.5" onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>Import mode</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={mode} onChange={(event) => setMode(event.currentTarget.value as ImportMode)}>
              {IMPORT_MODES.map((value) => (
                <option key={value} value={value}>
                  {MODE_LABELS[value]}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
        </Field.Root>
        <Box>
          <Button colorPalette="blue" disabled={!file} loading={importBundle.isPending} loadingText="Importing..." onClick={() => void onImport()}>
            <Upload aria-hidden /> Import content
          </Button>
        </Box>
        {problems.length > 0 && (
          <Box role="alert" borderWidth="1px" borderColor="border.error" rounded="md" p="4">
            <Text fontWeight="semibold" mb="2">
              Nothing was imported: {problems.length === 1 ? 'one problem' : `${problems.length} problems`}
            </Text>
            <List.Root ps="5">
              {problems.map(({ path, message }) => (
                <List.Item key={`${path} ${message}`}>{path ? `${path}: ${message}` : message}</List.Item>
              ))}
            </List.Root>
          </Box>
        )}
      </Stack>
    </Stack>
  );
}
