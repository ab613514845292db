// @ts-check
import { handlersOnlyInIslands } from './handlers-only-in-islands.js';

/** The project's own lint rules. */
export const site = {
  meta: { name: 'site' },
  rules: { 'handlers-only-in-islands': handlersOnlyInIslands },
};
