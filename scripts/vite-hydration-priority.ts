import type { Plugin } from 'vite';

/**
 * Public pages arrive server-rendered and readable before any script runs, so the hydration
 * scripts need not compete with the page's images and first paint: they are fetched at low priority.
 */
export function hydrationAtLowPriority(): Plugin {
  return {
    name: 'hydration-at-low-priority',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      // The dashboard's document (admin.html) is rendered by its script: that one goes at normal priority.
      handler: (html, { path }) =>
        path.endsWith('/admin.html')
          ? html
          : html
              .replace(/<script type="module" crossorigin /g, '<script type="module" crossorigin fetchpriority="low" ')
              .replace(/<link rel="modulepreload" crossorigin /g, '<link rel="modulepreload" crossorigin fetchpriority="low" '),
    },
  };
}
