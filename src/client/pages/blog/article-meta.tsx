import { Badge, HStack, type BadgeProps, type StackProps } from '@chakra-ui/react';
import { Calendar, Clock } from 'lucide-react';
import { formatLongDate } from '../../../shared/dates';

type Props = StackProps & { date: string; category: string; readMinutes: number; badgeSize?: BadgeProps['size'] };

/** An article's meta line: publication date, category and reading time (the public page and the dashboard's preview). */
export function ArticleMeta({ date, category, readMinutes, badgeSize, ...stack }: Props) {
  return (
    <HStack flexWrap="wrap" color="fg.muted" textStyle="caption" {...stack}>
      <HStack gap="1.5">
        <Calendar size={16} aria-hidden />
        <time dateTime={date}>{formatLongDate(date)}</time>
      </HStack>
      <Badge colorPalette="blue" variant="subtle" size={badgeSize}>
        {category}
      </Badge>
      <HStack gap="1.5">
        <Clock size={16} aria-hidden />
        <span>{readMinutes} min read</span>
      </HStack>
    </HStack>
  );
}
