import { z } from 'zod';
import { calendarDate, flag, isoDateTime, nullableText, optionalUrl, orNull, requiredText, text } from '../../shared/fields';

export const blogPostDto = z
  .object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    excerpt: z.string(),
    content: z.string().describe('HTML'),
    imageUrl: orNull(z.string()),
    category: orNull(z.string()),
    publishDate: orNull(z.string()).describe('Calendar date, YYYY-MM-DD'),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
    isPublished: z.boolean(),
  })
  .meta({ id: 'BlogPost' });

export type BlogPostDto = z.infer<typeof blogPostDto>;

export const blogPostInput = z.strictObject({
  title: requiredText('Title', 200),
  slug: text('Slug', 200)
    .regex(/^$|^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug may use lowercase letters, digits and single hyphens')
    .optional()
    .describe('Generated from the title when blank; made unique with a numeric suffix'),
  excerpt: text('Excerpt', 1000).optional().default(''),
  content: text('Content', 200_000).optional().default('').describe('HTML; sanitised on save'),
  imageUrl: optionalUrl('Image'),
  category: nullableText('Category', 80),
  publishDate: calendarDate.nullish().transform((value) => value ?? null),
  isPublished: flag('Published').optional().default(false),
});
export type BlogPostInput = z.input<typeof blogPostInput>;
