import { Button, Stack, Text } from '@chakra-ui/react';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { passkeyErrorMessage, signWithPasskey } from './passkey-ceremonies';

type Props = {
  label: string;
  /** The password step's challenge token for a second step; none for a passwordless sign-in. */
  challengeToken?: string;
  onSignedIn: (token: string) => Promise<void>;
};

/** Signs in with a passkey: the server's options, the browser's prompt, the signed answer back for the session. */
export function PasskeyButton({ label, challengeToken, onSignedIn }: Props) {
  const options = trpc.auth.passkeys.signInOptions.useMutation();
  const signIn = trpc.auth.passkeys.signIn.useMutation();
  const [error, setError] = useState<string | null>(null);

  const onClick = async () => {
    setError(null);
    try {
      const { data } = await options.mutateAsync(challengeToken ? { challengeToken } : {});
      const response = await signWithPasskey(data);
      await onSignedIn((await signIn.mutateAsync(challengeToken ? { challengeToken, response } : { response })).data.token);
    } catch (caught) {
      setError(passkeyErrorMessage(caught));
    }
  };

  return (
    <Stack gap="2">
      <Button
        type="button"
        variant="outline"
        size="lg"
        onClick={onClick}
        loading={options.isPending || signIn.isPending}
        loadingText="Waiting for the passkey..."
      >
        <KeyRound aria-hidden /> {label}
      </Button>
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}
