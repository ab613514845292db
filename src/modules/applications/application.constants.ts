// Without zod, so the client's first load can use it.
export const APPLICATION_SUCCESS_MESSAGE = "Thank you for your interest! We'll be in touch soon.";

/** The optional CV: a PDF or Word (DOCX) file, checked by its content on the server. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_FIELD = 'cv';
export const CV_ACCEPT = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const CV_MESSAGES = {
  type: 'Your CV must be a PDF or Word (DOCX) file',
  size: `Your CV must be at most ${CV_MAX_BYTES / 1024 / 1024} MB`,
  empty: 'The CV file is empty',
} as const;
