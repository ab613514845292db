import { NativeSelect } from '@chakra-ui/react';
import { APPLICATION_STATUSES, type ApplicationStatus, type JobApplicationDto } from '../../../../modules/applications/application.schema';
import { showToast } from '../../../components/ui/toaster';
import { trpc } from '../../../lib/trpc';
import { reportMutationError } from '../../components/mutation-error';
import { LabelledOptions } from '../../../components/ui/labelled-options';

export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'New',
  reviewed: 'Reviewed',
  shortlisted: 'Shortlisted',
  rejected: 'Rejected',
};

const STATUS_PALETTES: Record<ApplicationStatus, string> = { new: 'blue', reviewed: 'gray', shortlisted: 'green', rejected: 'red' };

/** The application's status; a change is saved at once. */
export function ApplicationStatusSelect({ application, width = '36' }: { application: JobApplicationDto; width?: string }) {
  const utils = trpc.useUtils();
  const setStatus = trpc.admin.applications.setStatus.useMutation();
  // While saving, show the choice just made rather than the stored one.
  const value = setStatus.isPending && setStatus.variables ? setStatus.variables.status : application.status;

  const onChange = async (status: ApplicationStatus) => {
    try {
      await setStatus.mutateAsync({ id: application.id, status });
      await utils.admin.applications.list.invalidate();
      showToast('success', 'Status updated', `${application.name}: ${STATUS_LABELS[status]}`);
    } catch (error) {
      reportMutationError(error, 'Could not update the status');
    }
  };

  return (
    <NativeSelect.Root size="sm" width={width} disabled={setStatus.isPending} colorPalette={STATUS_PALETTES[value]}>
      <NativeSelect.Field
        aria-label={`Status of the application from ${application.name}`}
        value={value}
        onChange={(e) => void onChange(e.target.value as ApplicationStatus)}
        color="colorPalette.fg"
        fontWeight="medium"
      >
        <LabelledOptions values={APPLICATION_STATUSES} labels={STATUS_LABELS} />
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
