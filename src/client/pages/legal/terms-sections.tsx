import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { useSiteSettings } from '../../lib/site-context';
import { Bullets, LegalSection } from './legal-layout';

/** The numbered clauses of the Terms of Service. */
export function TermsSections() {
  const { company, legal } = useSiteSettings();
  return (
    <>
      <LegalSection number={1} title="About these terms">
        <Text>
          This website is operated by {legal.companyLegalName}, trading as {company.name} (“we”, “us”, “our”), whose office is at {company.address}. These terms
          apply to everyone who visits or uses the site. By using it you accept them; if you do not agree, please do not use the site.
        </Text>
        <Text>
          These terms cover the website only. Any consultancy work we carry out is governed by a separate engagement letter or contract, which takes precedence
          over anything said here.
        </Text>
      </LegalSection>

      <LegalSection number={2} title="Using the site">
        <Text>You may use the site for lawful purposes only. In particular, you agree not to:</Text>
        <Bullets
          items={[
            'use the site in a way that breaks any law or regulation, or is fraudulent or harmful;',
            'attempt to gain unauthorised access to the site, its server or any connected system, including the staff area;',
            'introduce viruses, malware or other harmful material, or attack the site through a denial-of-service attack;',
            'scrape, copy or harvest content or personal data from the site by automated means;',
            'submit enquiries or applications containing false information or information about someone else without their permission.',
          ]}
        />
        <Text>
          We may suspend access to the site, or to any part of it, without notice for maintenance, security or business reasons. We do not guarantee that the
          site will always be available or free from errors.
        </Text>
      </LegalSection>

      <LegalSection number={3} title="Information on the site">
        <Text>
          Our articles, insights and service descriptions are provided for general information only. They are not professional advice and should not be relied
          on for a specific decision without advice tailored to your circumstances. Although we work to keep the content accurate and current, we make no
          warranty that it is complete or up to date.
        </Text>
      </LegalSection>

      <LegalSection number={4} title="Intellectual property">
        <Text>
          The site and its content, including text, graphics, logos, the {company.name} name and the “Define. Design. Develop.” method materials, are owned by
          or licensed to {legal.companyLegalName} and are protected by copyright, trade mark and other intellectual property laws.
        </Text>
        <Text>
          You may view, download and print pages for your own reference or for internal use within your organisation, provided you keep any copyright notices
          and do not alter the content. Any other use, including republishing our content or using it for commercial purposes, needs our prior written
          permission.
        </Text>
      </LegalSection>

      <LegalSection number={5} title="Information you send us">
        <Text>
          When you send us an enquiry, a job application or subscribe to our newsletter, we handle your personal data as described in our{' '}
          <ChakraLink asChild color="accent">
            <Link href="/privacy">Privacy Policy</Link>
          </ChakraLink>
          . Please do not send confidential business information through the contact form; we will arrange a secure channel once we understand your needs.
        </Text>
      </LegalSection>

      <LegalSection number={6} title="Links to other websites">
        <Text>
          The site links to other websites, such as our social media profiles and external publications. Those links are provided for convenience only. We have
          no control over the content or privacy practices of other sites and accept no responsibility for them or for any loss arising from your use of them.
        </Text>
      </LegalSection>

      <LegalSection number={7} title="Limitation of liability">
        <Text>
          The site is provided on an “as is” and “as available” basis. To the fullest extent permitted by law, we exclude all warranties and conditions, whether
          express or implied, relating to the site and its content.
        </Text>
        <Text>
          We will not be liable for any loss of profit, revenue, business, data or goodwill, or for any indirect or consequential loss, arising from your use
          of, or inability to use, the site or reliance on its content, whether in contract, tort (including negligence) or otherwise.
        </Text>
        <Text>
          Nothing in these terms excludes or limits liability for death or personal injury caused by negligence, for fraud or fraudulent misrepresentation, or
          for any other liability that cannot be excluded or limited by law.
        </Text>
      </LegalSection>

      <LegalSection number={8} title="Changes to these terms">
        <Text>
          We may revise these terms from time to time. The date at the top of this page shows when they were last updated. Please check it whenever you use the
          site; continuing to use the site after a change means you accept the revised terms.
        </Text>
      </LegalSection>

      <LegalSection number={9} title="Governing law and jurisdiction">
        <Text>
          These terms, and any dispute or claim arising out of or in connection with them or your use of the site, are governed by and construed in accordance
          with the laws of the State of New York, without regard to its conflict of laws rules. The courts located in the State of New York have jurisdiction to
          settle any such dispute.
        </Text>
        <Text>
          If you use the site as a consumer, this clause does not deprive you of any protection given to you by the mandatory rules of the law of the country in
          which you live.
        </Text>
      </LegalSection>

      <LegalSection number={10} title="Contact us">
        <Text>
          If you have any question about these terms, email{' '}
          <ChakraLink href={`mailto:${company.email}`} color="accent">
            {company.email}
          </ChakraLink>
          , call {company.phone} or write to us at {company.address}.
        </Text>
      </LegalSection>
    </>
  );
}
