import { Link as ChakraLink, Table, Text } from '@chakra-ui/react';
import { useSiteSettings } from '../../lib/site-context';
import { Bullets, LegalSection, LegalSubheading } from './legal-layout';

const PURPOSES = [
  {
    purpose: 'Replying to an enquiry sent through the contact form',
    data: 'Name, email, phone, company, enquiry type, subject and message',
    basis: 'Legitimate interests (responding to people who contact us); steps before entering into a contract where you ask about our services',
  },
  {
    purpose: 'Assessing a job application',
    data: 'Name, email, phone, cover note and the role applied for',
    basis: 'Steps taken at your request before entering into an employment or engagement contract; legitimate interests in recruiting suitable people',
  },
  {
    purpose: 'Sending our newsletter',
    data: 'Email address and the date you subscribed',
    basis: 'Consent, which you can withdraw at any time',
  },
  {
    purpose: 'Keeping the website secure and working properly',
    data: 'IP address, browser type, pages requested and timestamps in server logs',
    basis: 'Legitimate interests (protecting our systems and visitors from misuse)',
  },
  {
    purpose: 'Meeting our legal and regulatory obligations',
    data: 'Any of the above, where required',
    basis: 'Legal obligation',
  },
];

/** Privacy policy sections 1–3: who we are, what we collect and why. */
export function PrivacyCollectionSections() {
  const { company, legal } = useSiteSettings();
  return (
    <>
      <LegalSection number={1} title="Who we are">
        <Text>
          This website is operated by {legal.companyLegalName}, trading as {company.name} (“we”, “us”, “our”), whose office is at {company.address}. We are the
          controller of the personal data described in this policy, which means we decide how and why it is used.
        </Text>
        <Text>
          If you have any question about this policy or how we handle your information, email us at{' '}
          <ChakraLink href={`mailto:${company.email}`} color="accent">
            {company.email}
          </ChakraLink>
          .
        </Text>
      </LegalSection>

      <LegalSection number={2} title="The information we collect">
        <Text>We only collect the information we need. Most of it comes directly from you when you use one of the forms on this site.</Text>
        <LegalSubheading>Contact form</LegalSubheading>
        <Bullets
          items={[
            'Your full name and email address (required)',
            'Your phone number and company name (optional)',
            'The type of enquiry, its subject and your message',
          ]}
        />
        <LegalSubheading>Job applications</LegalSubheading>
        <Bullets
          items={[
            'Your name and email address (required)',
            'Your phone number and a cover note (optional)',
            'The position you are applying for and the date of your application',
          ]}
        />
        <Text>
          Please do not include special category data, such as health information, religious beliefs or ethnicity, in a cover note unless we specifically ask
          for it, for example to make reasonable adjustments to an interview.
        </Text>
        <LegalSubheading>Newsletter</LegalSubheading>
        <Bullets items={['Your email address', 'The date you subscribed and, if you leave, the date you unsubscribed']} />
        <LegalSubheading>Information collected automatically</LegalSubheading>
        <Text>
          Like most websites, our servers record technical details of each request, such as your IP address, browser type and the page requested. We use these
          logs only to keep the site secure and to diagnose faults.
        </Text>
      </LegalSection>

      <LegalSection number={3} title="How we use your information and our lawful bases">
        <Text>
          Under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018 we must have a lawful basis for each use of your personal
          data. The table below sets out what we use, why, and the basis we rely on.
        </Text>
        <Table.ScrollArea borderWidth="1px" borderColor="border" borderRadius="lg">
          <Table.Root size="sm" variant="line" minW="600px">
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader>Purpose</Table.ColumnHeader>
                <Table.ColumnHeader>Information used</Table.ColumnHeader>
                <Table.ColumnHeader>Lawful basis</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {PURPOSES.map((row) => (
                <Table.Row key={row.purpose} verticalAlign="top">
                  <Table.Cell fontWeight="medium" whiteSpace="normal">
                    {row.purpose}
                  </Table.Cell>
                  <Table.Cell whiteSpace="normal">{row.data}</Table.Cell>
                  <Table.Cell whiteSpace="normal">{row.basis}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        <Text>
          Where we rely on legitimate interests, we have balanced our interests against yours and concluded that the use is expected and proportionate. We never
          use your information for automated decision-making, and we do not sell it.
        </Text>
      </LegalSection>
    </>
  );
}
