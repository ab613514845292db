import { Box, Button, chakra, Field, Flex, Heading, Text } from '@chakra-ui/react';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { FieldInput } from '../ui/field-controls';
import { HoneypotField } from '../ui/honeypot-field';
import { NEWSLETTER_CONSENT, NEWSLETTER_MESSAGES } from '../../../modules/newsletter/newsletter.constants';
import { useIslandForm } from '../../lib/lazy-zod-resolver';
import { loadApi } from '../../lib/load-api';
import { showToast } from '../ui/toaster';

/**
 * The footer's newsletter sign-up. It renders the same markup on the server and in the browser;
 * a repeated address is answered with the same "check your inbox" by the server, so it needs no special case.
 * The server records the wording shown under the field and the page, as the visitor's consent.
 */
export function NewsletterSignup() {
  const [subscribed, setSubscribed] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useIslandForm(async () => (await import('../../../modules/newsletter/newsletter.schema')).newsletterSignupInput);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await (await loadApi()).newsletter.subscribe.mutate({ ...values, sourcePage: window.location.pathname });
      setSubscribed(true);
      showToast('success', 'Almost done', result.message || NEWSLETTER_MESSAGES.subscribed);
    } catch (error) {
      showToast('error', 'Subscription failed', error instanceof Error ? error.message : 'Please try again in a moment.');
    }
  });

  return (
    <Flex
      mt="12"
      pt="8"
      borderTopWidth="1px"
      borderColor="whiteAlpha.300"
      direction={{ base: 'column', lg: 'row' }}
      gap={{ base: '5', lg: '10' }}
      justify="space-between"
      align={{ base: 'stretch', lg: 'flex-start' }}
    >
      <Box maxW="md">
        <Heading as="h2" textStyle="overline" color="white">
          Newsletter
        </Heading>
        <Text mt="2" textStyle="caption" color="gray.300">
          Practical thinking on strategy, delivery and transformation, a few times a year. No spam; unsubscribe whenever you like.
        </Text>
      </Box>
      {subscribed ? (
        <Flex role="status" align="center" gap="2" color="white" fontWeight="medium" flex="1" maxW="lg" minH="10">
          <CheckCircle2 size={20} aria-hidden color="var(--chakra-colors-green-300)" />
          <Text>{NEWSLETTER_MESSAGES.subscribed}</Text>
        </Flex>
      ) : (
        <chakra.form onSubmit={onSubmit} noValidate aria-label="Newsletter sign-up" flex="1" maxW="lg" position="relative">
          <HoneypotField registration={register('website')} />
          <Field.Root invalid={!!errors.email}>
            <Field.Label color="gray.200" textStyle="caption">
              Email address
            </Field.Label>
            <Flex gap="3" width="full" direction={{ base: 'column', sm: 'row' }}>
              <FieldInput
                {...register('email')}
                type="email"
                autoComplete="email"
                inputMode="email"
                placeholder="you@company.co.uk"
                bg="whiteAlpha.100"
                color="white"
                borderColor="whiteAlpha.400"
                _placeholder={{ color: 'gray.400' }}
                _invalid={{ borderColor: 'red.300' }}
                // Grows along the row; stacked on a phone, a flex basis of 0 would squash it to its text height.
                flex={{ sm: '1' }}
              />
              <Button type="submit" colorPalette="blue" disabled={isSubmitting} flexShrink={0}>
                {isSubmitting ? 'Subscribing...' : 'Subscribe'}
              </Button>
            </Flex>
            <Field.ErrorText color="red.300">{errors.email?.message}</Field.ErrorText>
            <Field.HelperText color="gray.400" textStyle="caption">
              {NEWSLETTER_CONSENT}
            </Field.HelperText>
          </Field.Root>
        </chakra.form>
      )}
    </Flex>
  );
}
