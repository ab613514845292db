import { Flex, Text } from '@chakra-ui/react';
import type { JobApplicationDto } from '../../../../modules/applications/application.schema';
import { DetailDrawer } from '../../components/detail-drawer';
import { DetailFields, senderItems } from '../../components/detail-fields';
import { DeleteRecordButton, ReplyByEmailButton } from '../../components/record-actions';
import { ApplicationStatusSelect } from './application-status-select';
import { CvDownloadButton } from './cv-download-button';
import { formatDateTime } from '../../../../shared/dates';

type Props = { application: JobApplicationDto | null; open: boolean; onClose: () => void; onDelete: (application: JobApplicationDto) => Promise<void> };

/** Everything the candidate sent, with the status and a reply by e-mail. */
export function ApplicationDetail({ application, open, onClose, onDelete }: Props) {
  if (!application) return null;
  return (
    <DetailDrawer
      open={open}
      onClose={onClose}
      title={`Application from ${application.name}`}
      footer={
        <>
          <DeleteRecordButton subject={`the application from “${application.name}”`} onConfirm={() => onDelete(application)} />
          <ReplyByEmailButton email={application.email} subject={`Your application: ${application.positionTitle}`} />
        </>
      }
    >
      <DetailFields
        items={[
          { label: 'Position', value: application.positionTitle },
          { label: 'Received', value: formatDateTime(application.createdAt) },
          {
            label: 'Status',
            value: (
              <Flex>
                <ApplicationStatusSelect application={application} />
              </Flex>
            ),
          },
          ...senderItems(application),
          { label: 'CV', value: application.cv && <CvDownloadButton cv={application.cv} /> },
          { label: 'Cover note', value: application.message && <Text as="span">{application.message}</Text>, long: true },
        ]}
      />
    </DetailDrawer>
  );
}
