import { system } from '../lib/theme';

/**
 * Chakra's system for island roots. ChakraProvider inserts the global CSS (tokens as CSS variables,
 * preflight, layer order) on every root it mounts; the page's own render has already put that CSS
 * in the head, so each island would serialise ~100 KB of it again and, from the second island on,
 * insert a duplicate. Everything components use to style themselves is the full system's.
 */
export const islandSystem: typeof system = { ...system, _global: [], layers: { ...system.layers, atRule: '' } };
