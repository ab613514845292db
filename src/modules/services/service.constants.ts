// Without zod, so the client's first load can use them.
export const SERVICE_ICON_TYPES = ['define', 'design', 'develop', 'strategy', 'innovation', 'transformation', 'people', 'technology', 'delivery'] as const;
export type ServiceIconType = (typeof SERVICE_ICON_TYPES)[number];
