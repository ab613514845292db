import { Badge, Button, Card, Heading, Image, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Copy, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { confirmTotpInput, currentPasswordInput } from '../../../../modules/auth/two-factor.schema';
import { ErrorState, LoadingState } from '../../../components/ui/state-views';
import { showToast } from '../../../components/ui/toaster';
import { useAuth } from '../../../lib/auth';
import { trpc } from '../../../lib/trpc';
import { reportMutationError } from '../../components/mutation-error';
import { AccountField } from './account-field';
import { RecoveryCodes } from './recovery-codes';

type Enrolment = { secret: string; uri: string; qrCode: string };

/** The signed-in user's authenticator app: set it up (scan, confirm a first code, save the recovery codes) or turn it off. */
export function TwoFactorPanel() {
  const { user } = useAuth();
  const utils = trpc.useUtils();
  const status = trpc.auth.twoFactor.status.useQuery();
  const start = trpc.auth.twoFactor.startTotp.useMutation();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const onStart = async () => {
    try {
      setEnrolment((await start.mutateAsync()).data);
    } catch (error) {
      reportMutationError(error, 'Could not start the set-up');
    }
  };

  const refresh = () => utils.auth.twoFactor.status.invalidate();

  const body = () => {
    if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} username={user?.username ?? 'account'} onDone={() => setRecoveryCodes(null)} />;
    if (status.isLoading) return <LoadingState label="Loading two-step sign-in…" />;
    if (!status.data) return <ErrorState message={status.error?.message ?? 'Two-step sign-in could not be loaded.'} />;
    if (status.data.data.totp) return <TurnOff recoveryCodesLeft={status.data.data.recoveryCodesLeft} onTurnedOff={refresh} />;
    if (enrolment) {
      return (
        <ConfirmEnrolment
          enrolment={enrolment}
          onCancel={() => setEnrolment(null)}
          onConfirmed={async (codes) => {
            setEnrolment(null);
            setRecoveryCodes(codes);
            await refresh();
          }}
        />
      );
    }
    return (
      <Stack gap="4" align="flex-start">
        <Text fontSize="sm">
          Two-step sign-in is off: your password alone signs you in. With it on, signing in also asks for a code from an authenticator app on your phone.
        </Text>
        <Button colorPalette="blue" onClick={onStart} loading={start.isPending} loadingText="Starting...">
          <ShieldCheck aria-hidden /> Set up an authenticator app
        </Button>
      </Stack>
    );
  };

  return (
    <Card.Root variant="outline" maxW="xl" aria-labelledby="settings-two-factor-title">
      <Card.Header>
        <Heading as="h3" size="md" id="settings-two-factor-title">
          Two-step sign-in{' '}
          {status.data?.data.totp && (
            <Badge colorPalette="green" variant="subtle" ms="1">
              On
            </Badge>
          )}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          A code from an authenticator app (such as 1Password, Google Authenticator or Microsoft Authenticator) after your password.
        </Text>
      </Card.Header>
      <Card.Body>{body()}</Card.Body>
    </Card.Root>
  );
}

/** Step two of the set-up: scan (or type) the secret, then prove it with the first code. */
function ConfirmEnrolment({
  enrolment,
  onCancel,
  onConfirmed,
}: {
  enrolment: Enrolment;
  onCancel: () => void;
  onConfirmed: (codes: string[]) => Promise<void>;
}) {
  const confirm = trpc.auth.twoFactor.confirmTotp.useMutation();
  const [copied, setCopied] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(confirmTotpInput), defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await onConfirmed((await confirm.mutateAsync({ code })).data.recoveryCodes);
    } catch (error) {
      // Wrong code, throttled, or the set-up was replaced: each is said in words, shown at the field.
      setError('code', { type: 'server', message: error instanceof Error ? error.message : 'The code could not be checked' });
    }
  });

  const copySecret = async () => {
    await navigator.clipboard.writeText(enrolment.secret);
    setCopied(true);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Confirm the authenticator app">
      <Stack gap="4">
        <Text fontSize="sm">1. Scan this QR code with your authenticator app.</Text>
        <Image src={enrolment.qrCode} alt="QR code for your authenticator app" width="48" height="48" bg="white" p="2" borderRadius="md" />
        <Text fontSize="sm">Or, if the app cannot scan, type in this key:</Text>
        <Stack direction="row" gap="2">
          <Input readOnly value={enrolment.secret} aria-label="Set-up key" fontFamily="mono" onFocus={(e) => e.currentTarget.select()} />
          <Button variant="outline" onClick={copySecret}>
            <Copy aria-hidden /> {copied ? 'Copied' : 'Copy'}
          </Button>
        </Stack>
        <AccountField label="2. Enter the 6-digit code the app shows" error={errors.code?.message}>
          <Input {...register('code')} autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
        </AccountField>
        <Stack direction="row" gap="3" justify="flex-end">
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="blue" loading={isSubmitting} loadingText="Confirming...">
            Turn on two-step sign-in
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

/** Turning the factor off needs the current password, as the server requires (docs/decisions/027). */
function TurnOff({ recoveryCodesLeft, onTurnedOff }: { recoveryCodesLeft: number; onTurnedOff: () => Promise<void> }) {
  const remove = trpc.auth.twoFactor.removeTotp.useMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(currentPasswordInput), defaultValues: { currentPassword: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await remove.mutateAsync(values);
      showToast('success', 'Two-step sign-in is off', 'Your password alone signs you in now.');
      await onTurnedOff();
    } catch (error) {
      setError('currentPassword', { type: 'server', message: error instanceof Error ? error.message : 'Two-step sign-in is still on' });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Turn off two-step sign-in">
      <Stack gap="4">
        <Text fontSize="sm">
          Two-step sign-in is on. {recoveryCodesLeft} recovery code{recoveryCodesLeft === 1 ? '' : 's'} left.
        </Text>
        <AccountField label="Current password" error={errors.currentPassword?.message}>
          <Input {...register('currentPassword')} type="password" autoComplete="current-password" />
        </AccountField>
        <Stack direction="row" justify="flex-end">
          <Button type="submit" colorPalette="red" variant="outline" loading={isSubmitting} loadingText="Turning off...">
            <ShieldOff aria-hidden /> Turn off two-step sign-in
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
