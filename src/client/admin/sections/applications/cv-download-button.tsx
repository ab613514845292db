import { Button } from '@chakra-ui/react';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import type { JobApplicationDto } from '../../../../modules/applications/application.schema';
import { showToast } from '../../../components/ui/toaster';
import { getAuthToken } from '../../../lib/auth-token-storage';
import { failure, saveFile } from '../../components/csv-download';

type Cv = NonNullable<JobApplicationDto['cv']>;

const sizeText = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** The candidate's CV, fetched with the signed-in session (it has no public address) and saved under its name. */
export function CvDownloadButton({ cv }: { cv: Cv }) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      const token = getAuthToken();
      const response = await fetch(cv.downloadPath, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'include' });
      if (!response.ok) throw await failure(response);
      saveFile(await response.blob(), cv.filename);
    } catch (error) {
      showToast('error', 'Download failed', error instanceof Error ? error.message : 'The CV could not be downloaded');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" loading={busy} loadingText="Downloading..." onClick={() => void onClick()}>
      <FileDown aria-hidden /> Download CV ({cv.filename}, {sizeText(cv.size)})
    </Button>
  );
}
