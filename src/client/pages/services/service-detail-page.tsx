import { Button, Flex } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { summarise } from '../../lib/meta-text';
import { usePageMeta } from '../../lib/page-meta';
import { detailBreadcrumbs } from '../../lib/structured-data';
import type { CaseResult, Service } from '../../loaders/page-data-source';
import { ClientResults } from '../../components/proof/client-results';
import { ServiceIconBadge } from './icon-badge';
import { ServiceDetailBody } from './service-detail-body';

export function ServiceDetailPage({ data: { service, caseResults } }: { data: { service: Service; caseResults: CaseResult[] } }) {
  usePageMeta({
    title: service.title,
    description: summarise(service.description) ?? summarise(service.longDescription),
    structuredData: (site) => [detailBreadcrumbs(site, { name: 'Services', path: '/services' }, { name: service.title, path: `/service/${service.id}` })],
  });

  return (
    <>
      <PageHero
        eyebrow={
          <Flex gap="4" align="center">
            <ServiceIconBadge iconType={service.iconType} size="lg" />
            Our Services
          </Flex>
        }
        title={service.title}
        subtitle={service.description}
      >
        <Button asChild mt="8" variant="outline" size="sm" color="white" borderColor="whiteAlpha.600" _hover={{ bg: 'whiteAlpha.200' }}>
          <Link href="/services">
            <ArrowLeft size={16} aria-hidden /> All services
          </Link>
        </Button>
      </PageHero>
      <Section>
        <ServiceDetailBody service={service} />
      </Section>
      <ClientResults results={caseResults} tone="alt" />
    </>
  );
}
