import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from '../components/ui/toaster';
import { IslandRoot, type IslandContext } from './island-root';

/** The public pages' toast region: a root of its own, rendered in the browser only; it stays empty until a form shows a toast. */
export function mountToaster(context: IslandContext) {
  const element = document.createElement('div');
  document.body.append(element);
  const root = createRoot(element);
  // As a transition: rendered in slices, never one long task while the page is still starting up.
  startTransition(() =>
    root.render(
      <IslandRoot {...context}>
        <Toaster />
      </IslandRoot>,
    ),
  );
}
