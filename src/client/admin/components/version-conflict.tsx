import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { AlertDialog } from './alert-dialog';

/** The version a CONFLICT answer says the item has now, when the write was refused for naming an older one. */
export function currentVersionOf(error: unknown): number | undefined {
  const data = (error as { data?: { code?: string; currentVersion?: number } | null } | null)?.data;
  return data?.code === 'CONFLICT' && typeof data.currentVersion === 'number' ? data.currentVersion : undefined;
}

type Props = {
  /** "service": what was changed by someone else. */
  noun: string;
  open: boolean;
  /** Throws away this editor's changes and shows the item as it is now. */
  onReload: () => Promise<unknown>;
  /** Saves this editor's values over the other change. */
  onOverwrite: () => Promise<unknown>;
  onCancel: () => void;
};

/** Someone else saved the item while it was open here: reload their version, or overwrite it on purpose. */
export function VersionConflictDialog({ noun, open, onReload, onOverwrite, onCancel }: Props) {
  const [busy, setBusy] = useState<'reload' | 'overwrite' | null>(null);
  const run = (which: 'reload' | 'overwrite', action: () => Promise<unknown>) => async () => {
    setBusy(which);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={`Someone else changed this ${noun}`}
      footer={
        <>
          <Button variant="outline" loading={busy === 'reload'} disabled={busy !== null} onClick={run('reload', onReload)}>
            Reload their version
          </Button>
          <Button colorPalette="red" loading={busy === 'overwrite'} disabled={busy !== null} onClick={run('overwrite', onOverwrite)}>
            Overwrite with mine
          </Button>
        </>
      }
    >
      It was saved by someone else after you opened it, so your changes were not saved. Reload to see their version (your changes are discarded), or overwrite
      it with yours.
    </AlertDialog>
  );
}
