import { Monitor, Smartphone, Tablet, type LucideIcon } from 'lucide-react';

export type Device = { name: string; width: number; height: number; icon: LucideIcon };

/** The three preview widths, each with a typical screen height for that class of device. */
export const DEVICES: readonly Device[] = [
  { name: 'Mobile', width: 375, height: 667, icon: Smartphone },
  { name: 'Tablet', width: 768, height: 1024, icon: Tablet },
  { name: 'Desktop', width: 1440, height: 900, icon: Monitor },
];

/** Gap between previews, in px; part of the fit calculation. */
export const PREVIEW_GAP = 24;

/** Below this container width the previews stack, each scaled to the full width. */
export const SIDE_BY_SIDE_MIN = 720;

/**
 * Side by side, all previews share one scale so their sizes compare truthfully;
 * stacked, each fills the width. Never enlarged beyond 1:1.
 */
export function previewScales(containerWidth: number): number[] {
  if (containerWidth <= 0) return DEVICES.map(() => 0);
  if (containerWidth < SIDE_BY_SIDE_MIN) return DEVICES.map((d) => Math.min(1, containerWidth / d.width));
  const gaps = PREVIEW_GAP * (DEVICES.length - 1);
  const shared = Math.min(1, (containerWidth - gaps) / DEVICES.reduce((sum, d) => sum + d.width, 0));
  return DEVICES.map(() => shared);
}

/** A preview link (or any address) of this site, pasted whole, as the path the previews open; anything else as typed. */
export function sitePathOf(input: string, origin: string): string {
  return input.startsWith(`${origin}/`) ? input.slice(origin.length) : input;
}

/** A previewable address: a site path (not protocol-relative, so never another site). */
export function previewPathError(path: string): string | null {
  if (!path.startsWith('/') || path.startsWith('//')) return 'Enter a path on this site, starting with /';
  if (/\s/.test(path)) return 'Paths cannot contain spaces';
  return null;
}
