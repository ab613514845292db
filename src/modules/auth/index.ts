// Staff accounts and sessions: what other modules and the server may use.
export { PasskeyEntity } from './passkey.entity';
export { WebauthnChallengeEntity } from './webauthn-challenge.entity';
export { RecoveryCodeEntity } from './recovery-code.entity';
export { SignInAttemptEntity } from './sign-in-attempt.entity';
export { SignInChallengeEntity } from './sign-in-challenge.entity';
export { TrustedDeviceEntity } from './trusted-device.entity';
export { SessionEntity } from './session.entity';
export { findActiveSession, type ActiveSession } from './session.service';
export { UserEntity } from './user.entity';
export { countUsers, createUser } from './users.service';
