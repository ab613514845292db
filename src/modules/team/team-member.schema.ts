import { z } from 'zod';
import { listOrder, nullableText, optionalEmail, optionalUrl, orNull, requiredText, text } from '../../shared/fields';

export const teamMemberDto = z
  .object({
    id: z.number().int(),
    name: z.string(),
    title: z.string(),
    bio: z.string(),
    photoUrl: orNull(z.string()),
    linkedinUrl: orNull(z.string()),
    twitterUrl: orNull(z.string()),
    email: orNull(z.string()),
    department: orNull(z.string()),
    specialties: orNull(z.string()),
    quote: orNull(z.string()),
    achievements: orNull(z.string()).describe('One achievement per line'),
    order: z.number().int(),
  })
  .meta({ id: 'TeamMember' });

export type TeamMemberDto = z.infer<typeof teamMemberDto>;

export const teamMemberInput = z.strictObject({
  name: text('Name', 200).min(2, 'Name must be at least 2 characters'),
  title: requiredText('Title', 200),
  bio: requiredText('Bio', 10000),
  photoUrl: optionalUrl('Photo'),
  linkedinUrl: optionalUrl('LinkedIn URL'),
  twitterUrl: optionalUrl('Twitter URL'),
  email: optionalEmail('Email'),
  department: nullableText('Department', 120),
  specialties: nullableText('Specialties', 1000),
  quote: nullableText('Quote', 1000),
  achievements: nullableText('Achievements', 5000),
  order: listOrder,
});
export type TeamMemberInput = z.input<typeof teamMemberInput>;
