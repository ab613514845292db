import { showCookieNoticeAfterLoad } from './lib/cookie-notice';
import { trackHeaderScroll } from './lib/header-scroll';
import { handlePageActions } from './lib/page-actions';
import { hideContactButtonOverForms } from './lib/contact-button-visibility';
import { revealOnScroll } from './lib/reveal-on-scroll';
import { closeSiteMenuOnBackdrop } from './lib/site-menu';
import { followThemeMode } from './lib/theme-switch';
import { trackHomeScrollAids } from './pages/home/scroll-aids';
import { readPageState } from './islands/page-state';
import { wakeIslands } from './islands/wake-islands';

// A public page arrives complete from the server. What runs with it is plain DOM; the islands
// (and React with them) load when the visitor needs them (docs/decisions/006).
trackHeaderScroll();
handlePageActions();
closeSiteMenuOnBackdrop();
followThemeMode();
showCookieNoticeAfterLoad();
revealOnScroll();
trackHomeScrollAids();
hideContactButtonOverForms();
void wakeIslands(readPageState());
