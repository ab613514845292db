// Redirects: what other modules and the server may use.
export { RedirectEntity } from './redirect.entity';
export { declareItemPage, itemPagePath, type ItemPage } from './item-pages';
export { addRedirectHits, followItemPage, redirectTable } from './redirects.service';
