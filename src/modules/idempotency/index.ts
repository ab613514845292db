export { IdempotentRequestEntity } from './idempotent-request.entity';
export { claimIdempotencyKey, recordIdempotentAnswer, releaseIdempotencyKey, requestFingerprint, type Claim } from './idempotency.service';
export { idempotencyPersonalData } from './idempotency.personal-data';
