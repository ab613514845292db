import { DATABASE_RETRY_AFTER_SECONDS } from '../db/database-faults';

/** Sent with every 503 that a database fault causes: never stored anywhere, asked again shortly. */
export const DATABASE_FAULT_HEADERS = { 'cache-control': 'no-store', 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) };
