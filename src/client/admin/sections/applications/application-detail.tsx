import { Button, Flex, Text } from '@chakra-ui/react';
import { Mail, Trash2 } from 'lucide-react';
import type { JobApplicationDto } from '../../../../modules/applications/application.schema';
import { ConfirmDelete } from '../../components/confirm-delete';
import { DetailDrawer } from '../../components/detail-drawer';
import { DetailFields, senderItems } from '../../components/detail-fields';
import { ApplicationStatusSelect } from './application-status-select';
import { formatDateTime } from '../../../../shared/dates';

type Props = { application: JobApplicationDto | null; open: boolean; onClose: () => void; onDelete: (application: JobApplicationDto) => Promise<void> };

/** Everything the candidate sent, with the status and a reply by e-mail. */
export function ApplicationDetail({ application, open, onClose, onDelete }: Props) {
  if (!application) return null;
  const replySubject = encodeURIComponent(`Your application: ${application.positionTitle}`);
  return (
    <DetailDrawer
      open={open}
      onClose={onClose}
      title={`Application from ${application.name}`}
      footer={
        <>
          <ConfirmDelete
            subject={`the application from “${application.name}”`}
            onConfirm={() => onDelete(application)}
            trigger={
              <Button variant="outline" colorPalette="red" size="sm">
                <Trash2 aria-hidden /> Delete
              </Button>
            }
          />
          <Button asChild colorPalette="blue" size="sm">
            <a href={`mailto:${application.email}?subject=${replySubject}`}>
              <Mail aria-hidden /> Reply by email
            </a>
          </Button>
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
          { label: 'Cover note', value: application.message && <Text as="span">{application.message}</Text>, long: true },
        ]}
      />
    </DetailDrawer>
  );
}
