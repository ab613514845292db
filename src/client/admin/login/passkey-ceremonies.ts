import {
  startAuthentication,
  startRegistration,
  WebAuthnError,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

/*
 * The browser's half of a passkey ceremony: the server's options go to navigator.credentials as they
 * came (the server made them; docs/decisions/043), the answer goes back as WebAuthn's JSON form.
 */

type Options = { challenge: string } & Record<string, unknown>;

/** An answer as the API's strict schema takes it (extension results as a plain object). */
const plain = <T extends { clientExtensionResults: object }>(answer: T) => ({
  ...answer,
  clientExtensionResults: { ...answer.clientExtensionResults } as Record<string, unknown>,
});

export async function createPasskey(options: Options) {
  return plain(await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON }));
}

export async function signWithPasskey(options: Options) {
  return plain(await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON }));
}

/** What to tell the person when the browser's passkey prompt did not give an answer. */
export function passkeyErrorMessage(error: unknown): string {
  if (error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'This passkey is already registered';
  if (error instanceof Error && error.name === 'NotAllowedError') return 'The passkey request was cancelled or timed out';
  return error instanceof Error && error.message ? error.message : 'The passkey could not be used';
}
