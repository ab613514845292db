import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { ISLAND_ATTRIBUTE, ISLAND_ID_ATTRIBUTE, ISLANDS, islandIdPrefix, type IslandSpec } from './island-registry';
import { IslandRoot, type IslandContext } from './island-root';

const container = (island: IslandSpec, id: number, inner = '') => `<div ${ISLAND_ATTRIBUTE}="${island.name}" ${ISLAND_ID_ATTRIBUTE}="${id}">${inner}</div>`;

/** Server: renders each island the page marked as a root of its own, into the container the page left for it. */
export async function renderIslands(html: string, islands: IslandSpec[], context: IslandContext): Promise<string> {
  const components = (await Promise.all(islands.map((island) => ISLANDS[island.name]()))) as ComponentType<Record<string, unknown>>[];
  return islands.reduce((page, island, id) => {
    const Component = components[id] as ComponentType<Record<string, unknown>>;
    const inner = renderToString(
      <IslandRoot {...context}>
        <Component {...island.props} />
      </IslandRoot>,
      { identifierPrefix: islandIdPrefix(id) },
    );
    return page.replace(container(island, id), () => container(island, id, inner));
  }, html);
}
