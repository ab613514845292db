import { HStack, Text, Wrap } from '@chakra-ui/react';
import { Briefcase, Building2, MapPin, type LucideIcon } from 'lucide-react';
import type { CareerPositionDto } from '../../../modules/careers/career-position.schema';

function MetaItem({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <HStack gap="1.5">
      <Icon size={16} aria-hidden />
      <span>
        <Text as="span" srOnly>
          {label}:{' '}
        </Text>
        {value}
      </span>
    </HStack>
  );
}

/** Location, contract type and department, each only when the position states it. */
export function PositionMeta({ position, color = 'fg.muted' }: { position: Pick<CareerPositionDto, 'location' | 'type' | 'department'>; color?: string }) {
  return (
    <Wrap gap={{ base: '3', md: '5' }} color={color} textStyle="caption">
      {position.location && <MetaItem icon={MapPin} label="Location" value={position.location} />}
      {position.type && <MetaItem icon={Briefcase} label="Type" value={position.type} />}
      {position.department && <MetaItem icon={Building2} label="Department" value={position.department} />}
    </Wrap>
  );
}
