import { Badge } from '@chakra-ui/react';

type Props = { active: boolean; activeLabel?: string; inactiveLabel?: string };

/** Whether a record shows on the public site: <ActiveBadge active={row.isActive} /> ("Active" green / "Hidden" grey; labels overridable). */
export function ActiveBadge({ active, activeLabel = 'Active', inactiveLabel = 'Hidden' }: Props) {
  return (
    <Badge colorPalette={active ? 'green' : 'gray'} variant={active ? 'subtle' : 'outline'}>
      {active ? activeLabel : inactiveLabel}
    </Badge>
  );
}
