import { Button, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { recoveryCode, totpCode, TWO_FACTOR_MESSAGES } from '../../../modules/auth/two-factor.schema';
import { FieldInput } from '../../components/ui/field-controls';
import { trpc } from '../../lib/trpc';
import { FormField } from '../components/form-field';
import { PasskeyButton } from './passkey-button';

export type SecondFactorMethod = 'totp' | 'recovery-code' | 'passkey';

type Mode = 'code' | 'recovery-code';

// One field either way; the answer names it after the kind of code (docs/decisions/027).
const FORMS = {
  code: z.strictObject({ code: totpCode }),
  'recovery-code': z.strictObject({ code: recoveryCode }),
} as const;

type Props = {
  challengeToken: string;
  /** What the account has enrolled: a passkey, an authenticator app (with recovery codes), or both. */
  methods: SecondFactorMethod[];
  onSignedIn: (token: string) => Promise<void>;
  /** The challenge is good for 5 minutes and once: after that only the password step can start again. */
  onExpired: (message: string) => void;
  onCancel: () => void;
};

/** Sign-in's second step: a passkey, a code from the authenticator app, or one of the recovery codes. */
export function SecondFactorForm(props: Props) {
  const [mode, setMode] = useState<Mode>('code');
  const passkey = props.methods.includes('passkey') && (
    <PasskeyButton label="Use your passkey" challengeToken={props.challengeToken} onSignedIn={props.onSignedIn} />
  );
  if (!props.methods.includes('totp')) {
    return (
      <Stack gap="5">
        <Text color="fg.muted" fontSize="sm">
          Confirm it is you with the passkey you registered for this account.
        </Text>
        {passkey}
        <Button variant="plain" size="sm" px="0" alignSelf="flex-start" onClick={props.onCancel}>
          Back to sign in
        </Button>
      </Stack>
    );
  }
  // Keyed by the mode: switching starts an empty form with the other code's rules.
  return (
    <Stack gap="5">
      {passkey}
      <CodeForm key={mode} {...props} mode={mode} onSwitchMode={() => setMode(mode === 'code' ? 'recovery-code' : 'code')} />
    </Stack>
  );
}

function CodeForm({ challengeToken, onSignedIn, onExpired, onCancel, mode, onSwitchMode }: Props & { mode: Mode; onSwitchMode: () => void }) {
  const answer = trpc.auth.twoFactor.answerChallenge.useMutation();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<{ code: string }>({ resolver: zodResolver(FORMS[mode]), defaultValues: { code: '' } });

  // The password form was replaced by this one: the code field is where the user continues.
  useEffect(() => setFocus('code'), [setFocus]);

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      const result = await answer.mutateAsync(mode === 'code' ? { challengeToken, code } : { challengeToken, recoveryCode: code });
      await onSignedIn(result.data.token);
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : TWO_FACTOR_MESSAGES.wrongCode;
      if (message === TWO_FACTOR_MESSAGES.expired) onExpired(message);
      else setError('code', { type: 'server', message });
    }
  });

  const isCode = mode === 'code';
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Second step">
      <Stack gap="5">
        <Text color="fg.muted" fontSize="sm">
          {isCode ? 'Enter the 6-digit code your authenticator app shows for this account.' : 'Enter one of the recovery codes you saved; each works once.'}
        </Text>
        {isCode ? (
          <FormField label="Authentication code" error={errors.code?.message}>
            <FieldInput autoComplete="one-time-code" inputMode="numeric" maxLength={6} {...register('code')} />
          </FormField>
        ) : (
          <FormField label="Recovery code" error={errors.code?.message}>
            <FieldInput autoComplete="off" spellCheck={false} placeholder="xxxxx-xxxxx" {...register('code')} />
          </FormField>
        )}
        <Button type="submit" colorPalette="blue" size="lg" loading={answer.isPending} loadingText="Verifying...">
          Verify
        </Button>
        <Stack direction="row" justify="space-between" gap="2" wrap="wrap">
          <Button variant="plain" size="sm" px="0" onClick={onSwitchMode}>
            {isCode ? 'Use a recovery code instead' : 'Use the authenticator app instead'}
          </Button>
          <Button variant="plain" size="sm" px="0" onClick={onCancel}>
            Back to sign in
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
