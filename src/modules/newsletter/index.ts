// Newsletter subscribers: what other modules and the server may use.
export { NewsletterSubscriberEntity } from './newsletter-subscriber.entity';
export { NewsletterIssueEntity, NewsletterIssueRecipientEntity } from './newsletter-issue.entity';
export { subscribersCsv } from './newsletter.csv';
export { subscriberList } from './newsletter.service';
export { newsletterPersonalData } from './newsletter.personal-data';
export { startNewsletterJobs } from './newsletter.jobs';
export type { IssueSending } from './newsletter-issue.service';
export { removeUnconfirmedSignUps } from './newsletter.service';
export { newsletterPages } from './newsletter-archive';
