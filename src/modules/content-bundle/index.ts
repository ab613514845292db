// Content bundles (export and import of the editorial content): what other modules and the server may use.
export { contentBundleAdminRouter } from './content-bundle.admin-router';
