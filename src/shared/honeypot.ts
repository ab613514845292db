/** The hidden bot-trap field of every public form (zod-free, so the client's first load can name it). */
export const HONEYPOT_FIELD = 'website';
