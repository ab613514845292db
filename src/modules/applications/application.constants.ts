// Without zod, so the client's first load can use it.
export const APPLICATION_SUCCESS_MESSAGE = "Thank you for your interest! We'll be in touch soon.";
