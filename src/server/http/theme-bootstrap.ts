import { createHash } from 'node:crypto';

/**
 * Applies the stored theme before the first paint, so a dark-mode reader never sees a light flash.
 * Inline in every page's head (a separate file would cost a blocking round trip before first
 * paint) and allowed by the CSP through its hash, so no other inline script can run.
 */
export const THEME_BOOTSTRAP_SCRIPT = `(function () {
  var mode = 'light';
  try {
    var stored = localStorage.getItem('consultancy-theme');
    if (stored === 'dark' || stored === 'system' || stored === 'light') mode = stored;
  } catch (e) {}
  var dark = mode === 'dark' || (mode === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.classList.add(dark ? 'dark' : 'light');
  root.style.colorScheme = dark ? 'dark' : 'light';
  root.setAttribute('data-theme-mode', mode);
})();`;

export const THEME_BOOTSTRAP_CSP_SOURCE = `'sha256-${createHash('sha256').update(THEME_BOOTSTRAP_SCRIPT).digest('base64')}'`;

export const THEME_BOOTSTRAP_TAG = `<script>${THEME_BOOTSTRAP_SCRIPT}</script>`;
