import { Button, Flex, Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Eye } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { blogPostInput, type BlogPostDto, type BlogPostInput } from '../../../../modules/blog/blog-post.schema';
import { slugify } from '../../../../modules/blog/slug';
import { showToast } from '../../../components/ui/toaster';
import { trpc } from '../../../lib/trpc';
import { FormDrawer } from '../../components/form-drawer';
import { FormField } from '../../components/form-field';
import { ImageField } from '../../components/image-field';
import { reportMutationError } from '../../components/mutation-error';
import { RichTextEditor } from '../../components/rich-text-editor';
import { SwitchField } from '../../components/switch-field';
import { toPayload, today, toValues, type BlogPostOutput } from './blog-form-values';
import { BlogPreview, type PreviewPost } from './blog-preview';
import { CategoryField } from './category-field';

type Props = { open: boolean; post: BlogPostDto | null; categories: string[]; onClose: () => void; onSaved: () => Promise<unknown> };

export function BlogForm({ open, post, categories, onClose, onSaved }: Props) {
  const create = trpc.admin.blog.create.useMutation();
  const update = trpc.admin.blog.update.useMutation();
  const [preview, setPreview] = useState<PreviewPost | null>(null);
  const form = useForm<BlogPostInput, unknown, BlogPostOutput>({ resolver: zodResolver(blogPostInput), defaultValues: toValues(post) });
  const {
    register,
    control,
    reset,
    getValues,
    setValue,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const [title, slug] = useWatch({ control, name: ['title', 'slug'] });

  useEffect(() => {
    if (open) reset(toValues(post));
  }, [open, post, reset]);

  const save = async (values: BlogPostOutput) => {
    try {
      const payload = toPayload(values, post);
      const result = post ? await update.mutateAsync({ id: post.id, ...payload }) : await create.mutateAsync(payload);
      await onSaved();
      showToast('success', post ? 'Blog post updated' : 'Blog post created', `${result.data.title} (/blog/${result.data.slug})`);
      onClose();
    } catch (error) {
      reportMutationError(error, post ? 'Could not update the blog post' : 'Could not create the blog post', form.setError);
    }
  };

  const openPreview = () => {
    const v = getValues();
    setPreview({ title: v.title, excerpt: v.excerpt ?? '', content: v.content ?? '', imageUrl: v.imageUrl ?? null, category: v.category ?? null, publishDate: v.publishDate ?? null });
  };

  const slugHelp = slug
    ? 'Lowercase letters, digits and hyphens. Clear it to derive the address from the title again.'
    : `Leave blank to use “${slugify(title ?? '')}”; a number is added if it is already taken.`;

  return (
    <FormDrawer open={open} title={post ? `Edit ${post.title}` : 'New blog post'} onClose={onClose} onSubmit={handleSubmit(save)} busy={isSubmitting} size="xl">
      <Flex justify="flex-end">
        <Button variant="outline" size="sm" onClick={openPreview}>
          <Eye aria-hidden /> Preview
        </Button>
      </Flex>
      <FormField label="Title" error={errors.title?.message} required>
        <Input {...register('title')} />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" alignItems="start">
        <FormField label="Slug" error={errors.slug?.message} helperText={slugHelp}>
          <Input {...register('slug')} placeholder={slugify(title ?? '')} fontFamily="mono" autoComplete="off" />
        </FormField>
        <CategoryField registration={register('category')} suggestions={categories} error={errors.category?.message} />
      </SimpleGrid>
      <FormField label="Excerpt" error={errors.excerpt?.message} helperText="The summary on the blog cards and under the article title.">
        <Textarea rows={3} {...register('excerpt')} />
      </FormField>
      <Controller
        control={control}
        name="content"
        render={({ field, fieldState }) => <RichTextEditor label="Content" value={field.value ?? ''} onChange={field.onChange} error={fieldState.error?.message} />}
      />
      <Controller
        control={control}
        name="imageUrl"
        render={({ field, fieldState }) => (
          <ImageField label="Image" value={field.value} onChange={field.onChange} error={fieldState.error?.message} helperText="Header image; the default illustration is used when blank." />
        )}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" alignItems="center">
        <Controller
          control={control}
          name="isPublished"
          render={({ field }) => (
            <SwitchField
              label="Published"
              checked={field.value ?? false}
              onChange={(checked) => {
                field.onChange(checked);
                // A post published without a date would be dated by its creation; today is what is meant.
                if (checked && !getValues('publishDate')) setValue('publishDate', today());
              }}
              helperText="Drafts are only visible here."
            />
          )}
        />
        <FormField label="Publish date" error={errors.publishDate?.message}>
          <Input type="date" {...register('publishDate', { setValueAs: (value: string | null) => value || null })} />
        </FormField>
      </SimpleGrid>
      <BlogPreview post={preview} onClose={() => setPreview(null)} />
    </FormDrawer>
  );
}
