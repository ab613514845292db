import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { CircleCheckBig } from 'lucide-react';
import { useState } from 'react';
import { APPLICATION_SUCCESS_MESSAGE } from '../../../modules/applications/application.constants';
import { showToast } from '../../components/ui/toaster';
import { loadApi } from '../../lib/load-api';
import { ApplicationForm, type ApplicationValues } from './application-form';
import { CvRefusal, sendWithCv } from './send-with-cv';
import { PANEL_PROPS } from '../../components/ui/surfaces';

const FAILURE_FALLBACK = 'There was a problem submitting your application. Please try again.';

/** The spec's application states: idle → submitting → submitted → idle again on request. */
export function ApplicationPanel({ positionId }: { positionId: number }) {
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [cvError, setCvError] = useState<string>();

  const submit = async (values: ApplicationValues, cv: File | null) => {
    setSubmitting(true);
    setCvError(undefined);
    const application = {
      name: values.name,
      email: values.email,
      phone: values.phone || '',
      message: values.message || '',
      website: values.website,
    };
    try {
      if (cv) await sendWithCv(positionId, application, cv);
      else await (await loadApi()).careers.applyToPosition.mutate({ id: positionId, ...application });
    } catch (error) {
      const message = (error instanceof Error && error.message) || FAILURE_FALLBACK;
      if (error instanceof CvRefusal) setCvError(message);
      showToast('error', 'Submission Failed', message);
      return;
    } finally {
      setSubmitting(false);
    }
    // Unmounting the form is what resets it: "Apply for Another Position" mounts a fresh, empty one.
    setSubmitted(true);
    showToast('success', 'Application Submitted', APPLICATION_SUCCESS_MESSAGE);
  };

  return (
    <Box as="aside" aria-labelledby="apply-heading" {...PANEL_PROPS} borderColor="border" boxShadow="md" p={{ base: '6', md: '8' }}>
      <Heading as="h2" id="apply-heading" textStyle="subTitle" mb="6">
        Apply for this Position
      </Heading>
      {submitted ? (
        <Stack gap="4" align="center" textAlign="center" py="6" role="status">
          <Box color="green.600" _dark={{ color: 'green.300' }}>
            <CircleCheckBig size={48} aria-hidden />
          </Box>
          <Heading as="h3" textStyle="cardTitle">
            Application Submitted!
          </Heading>
          <Text color="fg.muted">Thank you for your interest in this position. Our team will review your application and contact you soon.</Text>
          <Button
            mt="2"
            variant="outline"
            colorPalette="blue"
            onClick={() => {
              setSubmitted(false);
            }}
          >
            Apply for Another Position
          </Button>
        </Stack>
      ) : (
        <ApplicationForm onSubmit={submit} submitting={submitting} cvError={cvError} />
      )}
    </Box>
  );
}
