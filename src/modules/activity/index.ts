// The activity log: what other modules and the server may use.
export { ActivityEntryEntity } from './activity-entry.entity';
export { recordActivity, type Actor, type NewActivity } from './activity.service';
export { actingUser, recordCallerActivity } from './acting-user';
export { describeAdminWrite } from './admin-writes';
export { ChangedFieldsSubscriber, withChangedFields } from './changed-fields';
export { startActivityRetention } from './activity-retention';
export { activityCsv } from './activity.service';
export { activityFilters } from './activity.schema';
export { recordSignIn } from './sign-ins';
