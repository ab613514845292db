// Newsletter subscribers: what other modules and the server may use.
export { NewsletterSubscriberEntity } from './newsletter-subscriber.entity';
export { subscribersCsv } from './newsletter.csv';
export { subscriberList } from './newsletter.service';
export { newsletterPersonalData } from './newsletter.personal-data';
export { removeUnconfirmedSignUps } from './newsletter.service';
