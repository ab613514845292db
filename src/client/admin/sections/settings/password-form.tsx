import { Button, Card, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { changePasswordInput } from '../../../../modules/auth/auth.schema';
import { showToast } from '../../../components/ui/toaster';
import { useAuth } from '../../../lib/auth';
import { trpc } from '../../../lib/trpc';
import { reportMutationError } from '../../components/mutation-error';
import { AccountField } from './account-field';

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
            <AccountField label="Current password" error={errors.currentPassword?.message}>
              <Input {...register('currentPassword')} type="password" autoComplete="current-password" />
            </AccountField>
            <AccountField label="New password" error={errors.newPassword?.message}>
              <Input {...register('newPassword')} type="password" autoComplete="new-password" />
            </AccountField>
            <AccountField label="Confirm new password" error={errors.confirmPassword?.message}>
              <Input {...register('confirmPassword')} type="password" autoComplete="new-password" />
            </AccountField>
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
