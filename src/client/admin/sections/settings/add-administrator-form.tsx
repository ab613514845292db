import { Button, Flex, Input } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { createUserInput } from '../../../../modules/auth/auth.schema';
import { showToast } from '../../../components/ui/toaster';
import { trpc } from '../../../lib/trpc';
import { reportMutationError } from '../../components/mutation-error';
import { AccountField } from './account-field';

const EMPTY = { username: '', password: '' };

/** Accounts are not self-service: an administrator adds the next one and tells them the password. */
export function AddAdministratorForm() {
  const utils = trpc.useUtils();
  const create = trpc.admin.users.create.useMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(createUserInput), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await create.mutateAsync(values);
      reset(EMPTY);
      await utils.admin.users.list.invalidate();
      showToast('success', 'Administrator added', `${result.data.username} can now sign in.`);
    } catch (error) {
      reportMutationError(error, 'Administrator not added', setError);
      // A taken username is a conflict, not a field error, but it belongs under the field.
      if (error instanceof Error && /username is already taken/i.test(error.message)) setError('username', { type: 'server', message: error.message });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add administrator">
      <Flex gap="4" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-start' }}>
        <AccountField label="Username" error={errors.username?.message} flex="1">
          <Input {...register('username')} autoComplete="off" />
        </AccountField>
        <AccountField label="Password" error={errors.password?.message} flex="1">
          <Input {...register('password')} type="password" autoComplete="new-password" />
        </AccountField>
        <Button type="submit" colorPalette="blue" loading={isSubmitting} loadingText="Adding..." mt={{ md: '6' }} flexShrink={0}>
          <UserPlus aria-hidden /> Add administrator
        </Button>
      </Flex>
    </form>
  );
}
