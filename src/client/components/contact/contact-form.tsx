import { Button, Field, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { FieldInput, FieldSelect, FieldTextarea } from '../ui/field-controls';
import { HoneypotField } from '../ui/honeypot-field';
import { CONTACT_SUCCESS_MESSAGE, INQUIRY_TYPE_LABELS, INQUIRY_TYPES } from '../../../modules/contact/contact.constants';
import type { ContactMessageInput } from '../../../modules/contact/contact.schema';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { loadApi } from '../../lib/load-api';
import { showToast } from '../ui/toaster';

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
  } = useForm({
    resolver: lazyZodResolver(async () => (await import('../../../modules/contact/contact.schema')).contactMessageInput),
    // No default values: the form hydrates when the visitor first reaches into it (islands/), and
    // react-hook-form then takes what is already typed from the fields instead of clearing them.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

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
          <Field.Root invalid={!!errors.name} required>
            <Field.Label>
              Full Name <Field.RequiredIndicator />
            </Field.Label>
            <FieldInput {...register('name')} autoComplete="name" placeholder="Jane Smith" />
            <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.email} required>
            <Field.Label>
              Email <Field.RequiredIndicator />
            </Field.Label>
            <FieldInput {...register('email')} type="email" autoComplete="email" inputMode="email" placeholder="jane.smith@example.co.uk" />
            <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.phone}>
            <Field.Label>Phone</Field.Label>
            <FieldInput {...register('phone')} type="tel" autoComplete="tel" placeholder="+44 20 7946 0000" />
            <Field.ErrorText>{errors.phone?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.company}>
            <Field.Label>Company</Field.Label>
            <FieldInput {...register('company')} autoComplete="organization" placeholder="Your organisation" />
            <Field.ErrorText>{errors.company?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.inquiryType} required>
            <Field.Label>
              Inquiry Type <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <FieldSelect defaultValue={EMPTY_MESSAGE.inquiryType} {...register('inquiryType')}>
                {INQUIRY_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {INQUIRY_TYPE_LABELS[type]}
                  </option>
                ))}
              </FieldSelect>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.inquiryType?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.subject} required>
            <Field.Label>
              Subject <Field.RequiredIndicator />
            </Field.Label>
            <FieldInput {...register('subject')} autoComplete="off" placeholder="How can we help?" />
            <Field.ErrorText>{errors.subject?.message}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Field.Root invalid={!!errors.message} required>
          <Field.Label>
            Message <Field.RequiredIndicator />
          </Field.Label>
          <FieldTextarea
            {...register('message')}
            autoComplete="off"
            rows={6}
            placeholder="Tell us a little about your organisation and the challenge you are facing."
          />
          <Field.ErrorText>{errors.message?.message}</Field.ErrorText>
        </Field.Root>
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
