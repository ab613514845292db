import { Box, Card, Skeleton, SkeletonText } from '@chakra-ui/react';
import { RefreshCw, Target, Users, Zap, type LucideIcon } from 'lucide-react';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import type { ExpertiseDto, ExpertiseIconType } from '../../../modules/expertise/expertise.schema';
import { HOVER_SHADOW_PROPS, ICON_TILE_PROPS } from '../../components/ui/surfaces';
import { CardHeading } from './card-heading';

const EXPERTISE_ICONS: Record<ExpertiseIconType, LucideIcon> = { Target, RefreshCw, Zap, Users };

const iconFor = (iconType: string): LucideIcon => EXPERTISE_ICONS[iconType as ExpertiseIconType] ?? Target;

function ExpertiseIcon({ item }: { item: ExpertiseDto }) {
  if (item.customIconUrl) {
    return <ResponsiveImage src={item.customIconUrl} alt="" htmlWidth={28} htmlHeight={28} sizes="28px" width="7" height="7" fit="contain" />;
  }
  const Icon = iconFor(item.iconType);
  return <Icon size={28} aria-hidden />;
}

export function ExpertiseCard({ item }: { item: ExpertiseDto }) {
  return (
    <Card.Root height="full" variant="outline" {...HOVER_SHADOW_PROPS}>
      <Card.Body gap="4">
        <Box {...ICON_TILE_PROPS} boxSize="14" borderRadius="xl">
          <ExpertiseIcon item={item} />
        </Box>
        <CardHeading title={item.title} description={item.description} />
      </Card.Body>
    </Card.Root>
  );
}

/** Spec section 8: stands in for an expertise card when the list fails or is empty. */
export function ExpertiseCardSkeleton() {
  return (
    <Card.Root height="full" variant="outline" aria-hidden>
      <Card.Body gap="4">
        <Skeleton boxSize="14" borderRadius="xl" />
        <Skeleton height="6" width="70%" />
        <SkeletonText noOfLines={3} gap="2" />
      </Card.Body>
    </Card.Root>
  );
}
