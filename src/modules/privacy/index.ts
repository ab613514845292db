// Personal-data requests: what other modules and the server may use.
export { privacyAdminRouter } from './privacy.admin-router';
export { personalDataCsv } from './privacy.csv';
export { personalDataQuery } from './privacy.schema';
export { PERSONAL_DATA_SOURCES } from './privacy.service';
export { startRetention } from './retention.jobs';
