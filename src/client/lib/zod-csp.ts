import { z } from 'zod';

// Zod compiles object parsers with `new Function` when it may; the probe alone is reported as a
// CSP violation under our `script-src 'self'`. Imported first, before any schema is defined.
z.config({ jitless: true });
