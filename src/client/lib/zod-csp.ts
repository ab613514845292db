import { z } from 'zod';

// Zod compiles object parsers with `new Function` when it may; the probe alone is reported as a
// CSP violation under our `script-src 'self'`. It must run before any schema parses: the admin entry
// imports it first; public pages load it with their first form validation (lazy-zod-resolver.ts).
z.config({ jitless: true });
