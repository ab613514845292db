import { Button, Image, Input, Stack, Text } from '@chakra-ui/react';
import { KeyRound, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { TWO_FACTOR_MESSAGES, totpCode } from '../../../modules/auth/two-factor.schema';
import { FieldInput } from '../../components/ui/field-controls';
import { trpc } from '../../lib/trpc';
import { FormField } from '../components/form-field';
import { RecoveryCodes } from '../sections/settings/recovery-codes';
import { createPasskey, passkeyErrorMessage } from './passkey-ceremonies';

type Props = {
  enrolmentToken: string;
  onSignedIn: (token: string) => Promise<void>;
  onExpired: (message: string) => void;
  onCancel: () => void;
};

type Enrolment = { secret: string; qrCode: string };

/**
 * The owner requires two-step sign-in and this account has no second factor: it enrols one here,
 * with the enrolment token the password step answered; only then is there a session (docs/decisions/043).
 */
export function EnrolmentForm({ enrolmentToken, onSignedIn, onExpired, onCancel }: Props) {
  const passkeyOptions = trpc.auth.enrolment.passkeyOptions.useMutation();
  const registerPasskey = trpc.auth.enrolment.registerPasskey.useMutation();
  const startTotp = trpc.auth.enrolment.startTotp.useMutation();
  const confirmTotp = trpc.auth.enrolment.confirmTotp.useMutation();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState<{ token: string; recoveryCodes: string[]; username: string } | null>(null);

  const fail = (caught: unknown) => {
    const message = passkeyErrorMessage(caught);
    if (message === TWO_FACTOR_MESSAGES.expired) onExpired(message);
    else setError(message);
  };

  const addPasskey = async () => {
    setError(null);
    try {
      const { data } = await passkeyOptions.mutateAsync({ enrolmentToken });
      const response = await createPasskey(data);
      await onSignedIn((await registerPasskey.mutateAsync({ enrolmentToken, name: 'Passkey', response })).data.token);
    } catch (caught) {
      fail(caught);
    }
  };

  const setUpApp = async () => {
    setError(null);
    try {
      setEnrolment((await startTotp.mutateAsync({ enrolmentToken })).data);
    } catch (caught) {
      fail(caught);
    }
  };

  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!totpCode.safeParse(code).success) return setError(TWO_FACTOR_MESSAGES.code);
    try {
      const { data } = await confirmTotp.mutateAsync({ enrolmentToken, code });
      setSignedIn({ token: data.token, recoveryCodes: data.recoveryCodes, username: data.user.username });
    } catch (caught) {
      fail(caught);
    }
  };

  if (signedIn) return <RecoveryCodes codes={signedIn.recoveryCodes} username={signedIn.username} onDone={() => void onSignedIn(signedIn.token)} />;

  const alert = error && (
    <Text role="alert" color="fg.error" fontSize="sm">
      {error}
    </Text>
  );

  if (enrolment) {
    return (
      <form onSubmit={confirm} noValidate aria-label="Confirm the authenticator app">
        <Stack gap="4">
          <Text fontSize="sm">Scan this QR code with your authenticator app, or type in the key below.</Text>
          <Image src={enrolment.qrCode} alt="QR code for your authenticator app" width="48" height="48" bg="white" p="2" borderRadius="md" />
          <Input readOnly value={enrolment.secret} aria-label="Set-up key" fontFamily="mono" />
          <FormField label="Authentication code" error={error ?? undefined}>
            <FieldInput autoComplete="one-time-code" inputMode="numeric" maxLength={6} value={code} onChange={(event) => setCode(event.target.value)} />
          </FormField>
          <Button type="submit" colorPalette="blue" size="lg" loading={confirmTotp.isPending} loadingText="Verifying...">
            Turn on and sign in
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <Stack gap="4">
      <Text fontSize="sm">
        Your organisation requires a second step at sign-in. Add one now to continue: a passkey on this device, or an authenticator app.
      </Text>
      {alert}
      <Button
        colorPalette="blue"
        size="lg"
        onClick={addPasskey}
        loading={passkeyOptions.isPending || registerPasskey.isPending}
        loadingText="Waiting for the passkey..."
      >
        <KeyRound aria-hidden /> Add a passkey
      </Button>
      <Button variant="outline" size="lg" onClick={setUpApp} loading={startTotp.isPending} loadingText="Starting...">
        <ShieldCheck aria-hidden /> Set up an authenticator app
      </Button>
      <Button variant="plain" size="sm" px="0" alignSelf="flex-start" onClick={onCancel}>
        Back to sign in
      </Button>
    </Stack>
  );
}
