import { createContext, useContext } from 'react';
import { ISLAND_ATTRIBUTE, ISLAND_ID_ATTRIBUTE, type IslandName, type IslandProps, type IslandSpec } from './island-registry';

/** Set while the server renders a page: the islands it met, in document order. */
export const IslandCollectorContext = createContext<IslandSpec[] | null>(null);

/** Props are required when the island's component has required props. */
type IslandElementProps<N extends IslandName> = { name: N } & (object extends IslandProps<N> ? { props?: IslandProps<N> } : { props: IslandProps<N> });

/**
 * Marks where an island goes. The page's render leaves an empty container; the server then renders
 * the island as a root of its own into it (islands/render-islands.tsx), exactly as the browser will
 * hydrate it, so both sides agree on every generated id. Props travel as JSON.
 */
export function Island<N extends IslandName>({ name, props }: IslandElementProps<N>) {
  const collector = useContext(IslandCollectorContext);
  if (!collector) throw new Error(`island "${name}" rendered outside a server page render`);
  const id = collector.push({ name, props: (props ?? {}) as Record<string, unknown> }) - 1;
  return <div {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_ID_ATTRIBUTE]: id }} />;
}
