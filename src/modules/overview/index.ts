// The dashboard's landing overview: what other modules and the server may use.
export { overviewAdminRouter } from './overview.router';
