import { Button } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { showToast } from '../../components/ui/toaster';
import type { CsvExportPath } from '../../../shared/api-paths';
import { downloadCsv } from './csv-download';

/** 'Export CSV': every row of an inbox (or those the `query` filters pick), downloaded with the signed-in session. */
export function CsvExportButton({ path, query }: { path: CsvExportPath; query?: Record<string, string | undefined> }) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      // The browser's own download notice is the confirmation: a toast would only queue ahead of the next one.
      await downloadCsv(path, query);
    } catch (error) {
      showToast('error', 'Export failed', error instanceof Error ? error.message : 'The CSV file could not be downloaded');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" loading={busy} loadingText="Exporting..." onClick={() => void onClick()}>
      <Download aria-hidden /> Export CSV
    </Button>
  );
}
