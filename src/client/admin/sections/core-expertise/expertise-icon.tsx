import { Image } from '@chakra-ui/react';
import { RefreshCw, Target, Users, Zap, type LucideIcon } from 'lucide-react';
import type { ExpertiseIconType } from '../../../../modules/expertise/expertise.schema';

/** The same four icons the home page draws for each iconType. */
export const EXPERTISE_ICONS: Record<ExpertiseIconType, LucideIcon> = { Target, RefreshCw, Zap, Users };

export const EXPERTISE_ICON_LABELS: Record<ExpertiseIconType, string> = {
  Target: 'Target',
  RefreshCw: 'Refresh',
  Zap: 'Lightning',
  Users: 'People',
};

/** What visitors see: the custom icon when one is set, otherwise the chosen icon (unknown types fall back to Target). */
export function ExpertiseIcon({ iconType, customIconUrl, size = 20 }: { iconType: string; customIconUrl?: string | null; size?: number }) {
  if (customIconUrl) return <Image src={customIconUrl} alt="" htmlWidth={size} htmlHeight={size} width={`${size}px`} height={`${size}px`} fit="contain" />;
  const Icon = EXPERTISE_ICONS[iconType as ExpertiseIconType] ?? Target;
  return <Icon size={size} aria-hidden />;
}
