import { z } from 'zod';

export const teamMemberDto = z
  .object({
    id: z.number().int(),
    name: z.string(),
    title: z.string(),
    bio: z.string(),
    photoUrl: z.string().nullable(),
    linkedinUrl: z.string().nullable(),
    twitterUrl: z.string().nullable(),
    email: z.string().nullable(),
    department: z.string().nullable(),
    specialties: z.string().nullable(),
    quote: z.string().nullable(),
    achievements: z.string().nullable().describe('One achievement per line'),
    order: z.number().int(),
  })
  .meta({ id: 'TeamMember' });

export type TeamMemberDto = z.infer<typeof teamMemberDto>;
