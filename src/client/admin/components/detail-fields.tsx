import { Box, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { phoneHref } from '../../components/ui/contact-line';

export type DetailItem = { label: string; value: ReactNode; /** Long text: keeps its line breaks. */ long?: boolean };

/** A record's fields as a description list; empty values read 'Not given'. */
export function DetailFields({ items }: { items: DetailItem[] }) {
  return (
    <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: '9rem 1fr' }} columnGap="4" rowGap={{ base: '1', sm: '4' }}>
      {items.map(({ label, value, long }) => (
        <Box key={label} display="contents">
          <Text as="dt" fontSize="sm" fontWeight="semibold" color="fg.muted" mt={{ base: '3', sm: '0' }}>
            {label}
          </Text>
          <Box as="dd" whiteSpace={long ? 'pre-wrap' : undefined} overflowWrap="anywhere">
            {value === '' || value === null || value === undefined ? (
              <Text as="span" color="fg.muted" fontStyle="italic">
                Not given
              </Text>
            ) : (
              value
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** Name, e-mail and phone of whoever wrote in, the last two as links that open a mail or a call. */
export function senderItems({ name, email, phone }: { name: string; email: string; phone: string | null }): DetailItem[] {
  return [
    { label: 'Name', value: name },
    {
      label: 'Email',
      value: (
        <Link href={`mailto:${email}`} color="accent">
          {email}
        </Link>
      ),
    },
    {
      label: 'Phone',
      value: phone && (
        <Link href={phoneHref(phone)} color="accent">
          {phone}
        </Link>
      ),
    },
  ];
}
