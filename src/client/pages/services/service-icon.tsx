import { Code, Compass, Cpu, Lightbulb, PenTool, RefreshCw, Target, Truck, Users, type LucideIcon } from 'lucide-react';
import { SERVICE_ICON_TYPES, type ServiceIconType } from '../../../modules/services/service.constants';

export const SERVICE_ICONS: Record<ServiceIconType, LucideIcon> = {
  define: Target,
  design: PenTool,
  develop: Code,
  strategy: Compass,
  innovation: Lightbulb,
  transformation: RefreshCw,
  people: Users,
  technology: Cpu,
  delivery: Truck,
};

const isServiceIconType = (value: string): value is ServiceIconType => (SERVICE_ICON_TYPES as readonly string[]).includes(value);

/** iconType is free text in the database; anything unrecognised falls back to define, as the spec says. */
export function serviceIconFor(iconType: string | null | undefined): LucideIcon {
  return iconType && isServiceIconType(iconType) ? SERVICE_ICONS[iconType] : SERVICE_ICONS.define;
}

export function ServiceIcon({ iconType, size = 24 }: { iconType: string | null | undefined; size?: number }) {
  const Icon = serviceIconFor(iconType);
  return <Icon size={size} aria-hidden focusable={false} />;
}
