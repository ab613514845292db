import type { ApiKeyDto, CreatedApiKeyDto } from '../../../../modules/api-keys/api-key.schema';
import { SecretNotice } from '../../components/secret-notice';

/** The new key's secret, the one time the server tells it. */
export function ApiKeySecretNotice({ row, onClose }: { row: ApiKeyDto; onClose: () => void }) {
  return (
    <SecretNotice
      title={`API key “${row.name}” created`}
      advice="Copy the key now and store it in the integration’s secret settings. It is shown this once; if it is lost, revoke it and create another."
      label="API key"
      secret={(row as CreatedApiKeyDto).secret}
      onClose={onClose}
    />
  );
}
