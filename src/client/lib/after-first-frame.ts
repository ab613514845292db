/**
 * Runs `read` once the page's first frame has been drawn. The page script runs while the first
 * layout is still pending: reading a position (scrollY, a bounding box) then forces that whole
 * layout into the script's own task; after the first frame the same read is free.
 */
export const afterFirstFrame = (read: () => void) => requestAnimationFrame(() => setTimeout(read));
