// E-mail: what other modules and the server may use.
export { startMailer, type Mailer, type BulkMail, type StaffAlert, type VisitorMail } from './mailer';
export { AcknowledgementEntity } from './acknowledgement.entity';
export { HeldAlertEntity } from './held-alert.entity';
export { OutboxMessageEntity } from './outbox-message.entity';
export { outboxPersonalData } from './outbox.personal-data';
export { acknowledgementsPersonalData, heldAlertsPersonalData } from './held-alerts.personal-data';
