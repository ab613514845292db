import type { Actor } from './staff-access';

/** How a draft or revision names who saved it: the person, or the API key. */
export const actorName = (actor: Actor): string => (actor.kind === 'user' ? actor.username : `API key “${actor.name}”`);
