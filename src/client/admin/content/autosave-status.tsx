import { Text } from '@chakra-ui/react';
import type { AutosaveState } from './use-autosave';

const AUTOSAVE_WORDS: Record<AutosaveState, string> = {
  idle: 'Changes save as a draft as you type',
  pending: 'Unsaved changes',
  saving: 'Saving…',
  saved: 'Saved',
  invalid: 'Not saved yet: some fields need attention',
  failed: 'Not saved',
};

/** Where the draft's autosave stands, read out politely by screen readers as it changes. */
export function AutosaveStatus({ state, failure }: { state: AutosaveState; failure: string }) {
  return (
    <Text role="status" fontSize="sm" color={state === 'failed' || state === 'invalid' ? 'fg.error' : 'fg.muted'} data-testid="autosave-status">
      {state === 'failed' ? `${AUTOSAVE_WORDS.failed}: ${failure}` : AUTOSAVE_WORDS[state]}
    </Text>
  );
}
