// Applies the stored theme before the first paint, so a dark-mode reader never sees a light flash.
(function () {
  var mode = 'light';
  try {
    var stored = localStorage.getItem('consultancy-theme');
    if (stored === 'dark' || stored === 'system' || stored === 'light') mode = stored;
  } catch (e) {}
  var dark = mode === 'dark' || (mode === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.classList.add(dark ? 'dark' : 'light');
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
