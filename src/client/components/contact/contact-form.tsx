import { Button, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { Send } from 'lucide-react';
import { FieldInput, FieldSelect, FieldTextarea, LabelledField } from '../ui/field-controls';
import { HoneypotField } from '../ui/honeypot-field';
import { CONTACT_SUCCESS_MESSAGE, INQUIRY_TYPE_LABELS, INQUIRY_TYPES } from '../../../modules/contact/contact.constants';
import type { ContactMessageInput } from '../../../modules/contact/contact.schema';
import { useIslandForm } from '../../lib/lazy-zod-resolver';
import { loadApi } from '../../lib/load-api';
import { showToast } from '../ui/toaster';
import { LabelledOptions } from '../ui/labelled-options';

const CONTACT_FAILURE_MESSAGE = 'There was a problem sending your message. Please try again.';

const EMPTY_MESSAGE: ContactMessageInput = {
  name: '',
  email: '',
  phone: '',
  company: '',
  inquiryType: 'general',
  subject: '',
  message: '',
  website: '',
};

/**
 * The spec's contact form. It carries no id of its own: the section around it is `#contact`,
 * which the mobile Contact Us button and the scroll-to-contact flag look for.
 */
export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useIslandForm(async () => (await import('../../../modules/contact/contact.schema')).contactMessageInput);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await (await loadApi()).contact.send.mutate(values);
      if (result.success !== true) throw new Error(result.message);
      showToast('success', 'Message sent', CONTACT_SUCCESS_MESSAGE);
      reset(EMPTY_MESSAGE);
    } catch {
      // Whatever went wrong, the visitor keeps what they typed and can simply try again.
      showToast('error', 'Error', CONTACT_FAILURE_MESSAGE);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Contact form" style={{ position: 'relative' }}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <LabelledField label="Full Name" error={errors.name?.message} required>
            <FieldInput {...register('name')} autoComplete="name" placeholder="Jane Smith" />
          </LabelledField>
          <LabelledField label="Email" error={errors.email?.message} required>
            <FieldInput {...register('email')} type="email" autoComplete="email" inputMode="email" placeholder="jane.smith@example.co.uk" />
          </LabelledField>
          <LabelledField label="Phone" error={errors.phone?.message}>
            <FieldInput {...register('phone')} type="tel" autoComplete="tel" placeholder="+44 20 7946 0000" />
          </LabelledField>
          <LabelledField label="Company" error={errors.company?.message}>
            <FieldInput {...register('company')} autoComplete="organization" placeholder="Your organisation" />
          </LabelledField>
          <LabelledField label="Inquiry Type" error={errors.inquiryType?.message} required>
            <NativeSelect.Root>
              <FieldSelect defaultValue={EMPTY_MESSAGE.inquiryType} {...register('inquiryType')}>
                <LabelledOptions values={INQUIRY_TYPES} labels={INQUIRY_TYPE_LABELS} />
              </FieldSelect>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </LabelledField>
          <LabelledField label="Subject" error={errors.subject?.message} required>
            <FieldInput {...register('subject')} autoComplete="off" placeholder="How can we help?" />
          </LabelledField>
        </SimpleGrid>
        <LabelledField label="Message" error={errors.message?.message} required>
          <FieldTextarea
            {...register('message')}
            autoComplete="off"
            rows={6}
            placeholder="Tell us a little about your organisation and the challenge you are facing."
          />
        </LabelledField>
        <Button type="submit" colorPalette="blue" size="lg" alignSelf={{ base: 'stretch', sm: 'flex-start' }} disabled={isSubmitting}>
          <Send aria-hidden />
          {isSubmitting ? 'Sending...' : 'Send Message'}
        </Button>
      </Stack>
      {/* Last, not first: scrollToContact focuses the first field of #contact, which must be Full Name. */}
      <HoneypotField registration={register('website')} />
    </form>
  );
}
