/** Stored multi-line text as its non-blank lines: bios become paragraphs, achievements bullets. */
export function splitLines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
