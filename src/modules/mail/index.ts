// E-mail: what other modules and the server may use.
export { startMailer, type Mailer, type StaffAlert } from './mailer';
export { OutboxMessageEntity } from './outbox-message.entity';
export { outboxPersonalData } from './outbox.personal-data';
