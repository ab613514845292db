import type { SVGProps } from 'react';

// lucide no longer ships brand marks; these are simple outline glyphs in the same 24px grid.
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

const base = (size = 20): SVGProps<SVGSVGElement> => ({
  width: size,
  height: size,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
});

export const LinkedinIcon = ({ size, ...props }: IconProps) => (
  <svg {...base(size)} {...props}>
    <rect x="2" y="2" width="20" height="20" rx="3" />
    <path d="M7 10v7M7 7v.01M11 17v-7M11 13.5c0-2 1.2-3.5 3-3.5s3 1.2 3 3.5V17" />
  </svg>
);

export const TwitterIcon = ({ size, ...props }: IconProps) => (
  <svg {...base(size)} {...props}>
    <path d="M4 4l16 16M20 4L4 20" />
  </svg>
);

export const FacebookIcon = ({ size, ...props }: IconProps) => (
  <svg {...base(size)} {...props}>
    <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H7v3h2v8h3v-8h2.5l.5-3h-3V7a1 1 0 0 1 1-1h2z" />
  </svg>
);

export const InstagramIcon = ({ size, ...props }: IconProps) => (
  <svg {...base(size)} {...props}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5v.01" />
  </svg>
);
