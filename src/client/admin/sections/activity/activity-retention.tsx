import { Button, Field, Flex, Input } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { MAX_RETENTION_DAYS, MIN_RETENTION_DAYS } from '../../../../modules/activity/activity.schema';
import { showToast } from '../../../components/ui/toaster';
import { trpc } from '../../../lib/trpc';
import { reportMutationError } from '../../components/mutation-error';

/** How many days entries are kept (a daily job removes older ones); never less than a year. */
export function ActivityRetention() {
  const settings = trpc.admin.activity.settings.useQuery();
  const save = trpc.admin.activity.updateSettings.useMutation();
  const [days, setDays] = useState('');
  const stored = settings.data?.data.retentionDays;
  useEffect(() => {
    if (stored !== undefined) setDays(String(stored));
  }, [stored]);

  const onSave = async () => {
    try {
      await save.mutateAsync({ retentionDays: Number(days) });
      await settings.refetch();
      showToast('success', 'Retention saved', `Entries are kept for ${days} days`);
    } catch (error) {
      reportMutationError(error, 'Could not save the retention');
    }
  };

  return (
    <Flex gap="2" align="flex-end">
      <Field.Root width="40">
        <Field.Label fontSize="sm">Keep entries (days)</Field.Label>
        <Input size="sm" type="number" min={MIN_RETENTION_DAYS} max={MAX_RETENTION_DAYS} value={days} onChange={(e) => setDays(e.target.value)} />
      </Field.Root>
      <Button size="sm" variant="outline" loading={save.isPending} disabled={!days || Number(days) === stored} onClick={() => void onSave()}>
        Save
      </Button>
    </Flex>
  );
}
