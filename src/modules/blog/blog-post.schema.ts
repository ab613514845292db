import { z } from 'zod';
import { isoDateTime } from '../../shared/fields';

export const blogPostDto = z
  .object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    excerpt: z.string(),
    content: z.string().describe('HTML'),
    imageUrl: z.string().nullable(),
    category: z.string().nullable(),
    publishDate: z.string().nullable().describe('Calendar date, YYYY-MM-DD'),
    createdAt: isoDateTime,
    isPublished: z.boolean(),
  })
  .meta({ id: 'BlogPost' });

export type BlogPostDto = z.infer<typeof blogPostDto>;
