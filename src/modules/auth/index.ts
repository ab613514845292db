// Staff accounts and sessions: what other modules and the server may use.
export { LoginFailureEntity } from './login-failure.entity';
export { SessionEntity } from './session.entity';
export { findActiveSession, type ActiveSession } from './session.service';
export { UserEntity } from './user.entity';
export { countUsers, createUser } from './users.service';
