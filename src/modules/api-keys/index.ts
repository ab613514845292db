// API keys for integrations: what other modules and the server may use.
export { ApiKeyEntity } from './api-key.entity';
export { isApiKeySecret, authenticateApiKey, type UsableApiKey } from './api-keys.service';
