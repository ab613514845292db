import { Button, Card, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { changePasswordInput } from '../../../../modules/auth/auth.schema';
import { showToast } from '../../../components/ui/toaster';
import { useAuth } from '../../../lib/auth';
import { trpc } from '../../../lib/trpc';
import { reportMutationError } from '../../components/mutation-error';

const WRONG_CURRENT_PASSWORD = 'The current password is not correct';

const passwordForm = changePasswordInput
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.confirmPassword === values.newPassword, { path: ['confirmPassword'], message: 'The passwords do not match.' });

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Changing one's own password; the current one proves it is really you. */
export function PasswordForm() {
  const { user } = useAuth();
  const changePassword = trpc.admin.users.changePassword.useMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(passwordForm), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    if (!user) return;
    try {
      await changePassword.mutateAsync({ id: user.id, currentPassword, newPassword });
      reset(EMPTY);
      showToast('success', 'Password changed', 'Use the new password next time you sign in. Your other sessions have been signed out.');
    } catch (error) {
      reportMutationError(error, 'Password not changed', setError);
      // The server says so in words rather than per field.
      if (error instanceof Error && error.message === WRONG_CURRENT_PASSWORD) setError('currentPassword', { type: 'server', message: error.message });
    }
  });

  return (
    <Card.Root asChild variant="outline" maxW="xl">
      <form onSubmit={onSubmit} noValidate aria-labelledby="settings-password-title">
        <Card.Header>
          <Heading as="h3" size="md" id="settings-password-title">
            Your password
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {user ? `Signed in as ${user.username}. ` : ''}New passwords need at least 8 characters.
          </Text>
        </Card.Header>
        <Card.Body>
          <Stack gap="4">
            <Field.Root invalid={!!errors.currentPassword} required>
              <Field.Label>Current password</Field.Label>
              <Input {...register('currentPassword')} type="password" autoComplete="current-password" />
              <Field.ErrorText>{errors.currentPassword?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.newPassword} required>
              <Field.Label>New password</Field.Label>
              <Input {...register('newPassword')} type="password" autoComplete="new-password" />
              <Field.ErrorText>{errors.newPassword?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.confirmPassword} required>
              <Field.Label>Confirm new password</Field.Label>
              <Input {...register('confirmPassword')} type="password" autoComplete="new-password" />
              <Field.ErrorText>{errors.confirmPassword?.message}</Field.ErrorText>
            </Field.Root>
          </Stack>
        </Card.Body>
        <Card.Footer justifyContent="flex-end">
          <Button type="submit" colorPalette="blue" loading={isSubmitting} loadingText="Changing..." disabled={!user}>
            <KeyRound aria-hidden /> Change password
          </Button>
        </Card.Footer>
      </form>
    </Card.Root>
  );
}
