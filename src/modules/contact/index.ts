// The contact inbox: what other modules and the server may use.
export { ContactMessageEntity } from './contact-message.entity';
export { contactMessagesCsv } from './contact.csv';
export { contactList } from './contact.admin';
export { INQUIRY_TYPES } from './contact.constants';
export { contactPersonalData } from './contact.personal-data';
export { removeContactMessagesReceivedBefore } from './contact.retention';
