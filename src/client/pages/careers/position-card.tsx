import { Button, Card, Heading, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import type { CareerPositionDto } from '../../../modules/careers/career-position.schema';
import { HOVER_SHADOW_PROPS } from '../../components/ui/surfaces';
import { PositionMeta } from './position-meta';

export function PositionCard({ position }: { position: CareerPositionDto }) {
  return (
    <Card.Root as="article" bg="bg.panel" borderColor="border" {...HOVER_SHADOW_PROPS}>
      <Card.Body gap="4" p={{ base: '6', md: '8' }}>
        <Heading as="h3" textStyle="cardTitle">
          {position.title}
        </Heading>
        <PositionMeta position={position} />
        <Text color="fg.muted" lineClamp={3}>
          {position.description}
        </Text>
      </Card.Body>
      <Card.Footer px={{ base: '6', md: '8' }} pb={{ base: '6', md: '8' }}>
        <Button asChild colorPalette="blue" size="sm">
          <Link href={`/careers/${position.id}`} aria-label={`View Position: ${position.title}`}>
            View Position <ArrowRight size={16} aria-hidden />
          </Link>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
