import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { useSiteSettings } from '../../lib/site-context';
import type { RetentionPeriods } from '../../loaders/page-data-source';
import { Bullets, LegalSection } from './legal-layout';

const months = (n: number) => `${n} month${n === 1 ? '' : 's'}`;

/** Privacy policy sections 4–10: sharing, retention (the periods staff set, which the daily job applies), security, rights, cookies and contact. */
export function PrivacyRightsSections({ retention }: { retention: RetentionPeriods }) {
  const { company } = useSiteSettings();
  const emailLink = (
    <ChakraLink href={`mailto:${company.email}`} color="accent">
      {company.email}
    </ChakraLink>
  );
  return (
    <>
      <LegalSection number={4} title="Who we share it with">
        <Text>We share personal data only where it is necessary, and only with:</Text>
        <Bullets
          items={[
            'our hosting, email and IT service providers, who process it on our instructions under written contracts;',
            'professional advisers such as lawyers, accountants and insurers, where needed;',
            'regulators, law enforcement or courts, where the law requires us to.',
          ]}
        />
        <Text>
          Some of our providers may process data outside the UK. Where they do, we make sure the transfer is covered by UK adequacy regulations or by the
          International Data Transfer Agreement or Addendum approved by the Information Commissioner.
        </Text>
      </LegalSection>

      <LegalSection number={5} title="How long we keep it">
        <Bullets
          items={[
            `Contact enquiries: ${months(retention.contactMessagesMonths)} after they reach us, then deleted automatically, unless the enquiry leads to an engagement, in which case client records are kept for seven years after it ends.`,
            `Job applications, with any CV attached: ${months(retention.applicationsMonths)} after they reach us, so that we can respond to any questions about the recruitment decision, then deleted automatically. If you become a colleague, your application forms part of your personnel file.`,
            `Newsletter: until you unsubscribe. We then keep your email address on a suppression list so that we do not contact you again. A sign-up that is never confirmed is deleted ${retention.unconfirmedSubscriptionsDays} days after our last confirmation e-mail.`,
            'Server logs: 30 days, unless needed to investigate a security incident.',
          ]}
        />
      </LegalSection>

      <LegalSection number={6} title="Keeping your information secure">
        <Text>
          The site is served over encrypted connections, access to stored enquiries and applications is limited to the staff who need it, and staff accounts are
          protected by individual credentials. No system is completely secure, but we review our safeguards regularly and will notify you and the regulator of a
          breach where the law requires it.
        </Text>
      </LegalSection>

      <LegalSection number={7} title="Your rights">
        <Text>Under UK data protection law you have the right to:</Text>
        <Bullets
          items={[
            'ask for a copy of the personal data we hold about you;',
            'have inaccurate or incomplete data corrected;',
            'have your data erased where there is no good reason for us to keep it;',
            'restrict or object to our use of your data, including where we rely on legitimate interests;',
            'receive data you gave us in a portable format;',
            'withdraw your consent at any time, for example by using the unsubscribe link in any newsletter.',
          ]}
        />
        <Text>
          To exercise any of these rights, email {emailLink}. We will respond within one month and will not normally charge a fee. If you are unhappy with how
          we have handled your data, you can complain to the Information Commissioner’s Office at{' '}
          <ChakraLink href="https://ico.org.uk/make-a-complaint/" target="_blank" rel="noopener noreferrer" color="accent">
            ico.org.uk
          </ChakraLink>{' '}
          or on 0303 123 1113, although we would welcome the chance to put things right first.
        </Text>
      </LegalSection>

      <LegalSection number={8} title="Cookies and similar technologies">
        <Text>We do not use advertising or third-party tracking cookies. The site stores a small number of items in your browser that it needs to work:</Text>
        <Bullets
          items={[
            'your cookie notice choice, so that the notice is not shown on every visit;',
            'your preferred colour theme (light, dark or system);',
            'a temporary flag, cleared when you close the tab, that takes you to the contact form when you ask for a consultation;',
            'a sign-in token, for our own staff only, while they manage the site.',
          ]}
        />
        <Text>
          Because these are strictly necessary or remember a choice you have made, they do not require consent, but you can clear them at any time through your
          browser settings. If we ever introduce analytics, we will ask for your consent first and update this policy.
        </Text>
      </LegalSection>

      <LegalSection number={9} title="Changes to this policy">
        <Text>
          We may update this policy when our services or the law change. The date at the top of the page shows when it was last revised; where a change is
          significant we will highlight it on the site or, for newsletter subscribers, by email.
        </Text>
      </LegalSection>

      <LegalSection number={10} title="Contact us">
        <Text>
          For any privacy question or request, email {emailLink}, call {company.phone} or write to us at {company.address}, marking your letter for the
          attention of the Data Protection Lead.
        </Text>
      </LegalSection>
    </>
  );
}
