import { z } from 'zod';
import { emailAddress, honeypot, isoDateTime, optionalText, textOfLength } from '../../shared/fields';

export const APPLICATION_STATUSES = ['new', 'reviewed', 'shortlisted', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

// The spec reuses the contact form's messages for this "team-style" form.
export const APPLICATION_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
} as const;

export const jobApplicationInput = z.strictObject({
  name: textOfLength('Name', 2, 200, APPLICATION_MESSAGES.name),
  email: emailAddress(APPLICATION_MESSAGES.email),
  phone: optionalText('Phone', 50),
  message: optionalText('Message', 5000),
  website: honeypot,
});

export type JobApplicationInput = z.input<typeof jobApplicationInput>;

export { APPLICATION_SUCCESS_MESSAGE } from './application.constants';

/** Where staff download an application's CV (a plain route: the answer is the file). */
export const applicationCvPath = (id: number) => `/api/admin/applications/${id}/cv`;

export const jobApplicationDto = z
  .object({
    id: z.number().int(),
    positionId: z.number().int().nullable().describe('Null once the position has been deleted'),
    positionTitle: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    message: z.string(),
    status: z.enum(APPLICATION_STATUSES),
    cv: z
      .object({
        filename: z.string(),
        contentType: z.string().describe('application/pdf or the DOCX type'),
        size: z.number().int().describe('Bytes'),
        downloadPath: z.string().describe('Staff download: GET this path with the same credentials (never a public address)'),
      })
      .nullable()
      .describe('The CV the candidate attached (PDF or DOCX), or null'),
    createdAt: isoDateTime,
  })
  .meta({ id: 'JobApplication' });
export type JobApplicationDto = z.infer<typeof jobApplicationDto>;

export const applicationStatusInput = z.strictObject({
  status: z.enum(APPLICATION_STATUSES, { error: `Status must be one of ${APPLICATION_STATUSES.join(', ')}` }),
});
