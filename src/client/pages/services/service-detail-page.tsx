import { Button, Flex } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { LoadingState } from '../../components/ui/state-views';
import { summarise } from '../../lib/meta-text';
import { usePageMeta } from '../../lib/page-meta';
import { detailBreadcrumbs } from '../../lib/structured-data';
import { trpc } from '../../lib/trpc';
import { parseId } from '../../routes';
import { ServiceIconBadge } from './icon-badge';
import { ServiceDetailBody } from './service-detail-body';
import { ServiceNotFound } from './service-not-found';

export function ServiceDetailPage() {
  const params = useParams<{ id: string }>();
  const id = parseId(params.id);
  const query = trpc.services.byId.useQuery({ id: id ?? 0 }, { enabled: id !== undefined });
  const service = query.data;
  const loading = id !== undefined && query.isPending;
  const notFound = !loading && !service;

  usePageMeta({
    title: service?.title ?? (loading ? 'Service' : 'Service Not Found'),
    description: service && (summarise(service.description) ?? summarise(service.longDescription)),
    noindex: notFound,
    status: notFound ? 404 : undefined,
    structuredData:
      service && ((site) => [detailBreadcrumbs(site, { name: 'Services', path: '/services' }, { name: service.title, path: `/service/${service.id}` })]),
  });

  if (loading) return <LoadingState label="Loading service…" />;
  if (!service) return <ServiceNotFound />;

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
    </>
  );
}
