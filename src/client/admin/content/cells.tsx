import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A record's name beside its icon, as the public site draws it. */
export function IconTitleCell({ icon, title }: { icon: ReactNode; title: string }) {
  return (
    <Flex align="center" gap="3">
      <Box color="blue.fg" bg="blue.subtle" p="2" borderRadius="md" display="inline-flex">
        {icon}
      </Box>
      <Text fontWeight="medium">{title}</Text>
    </Flex>
  );
}

/** Long text cut to two muted lines. */
export function SummaryCell({ text, maxW }: { text: string; maxW: string }) {
  return (
    <Text color="fg.muted" lineClamp="2" maxW={maxW}>
      {text}
    </Text>
  );
}

/** A record's name, with what its hidden columns would say on a line below it on phones. */
export function NameCell({ name, phoneDetail }: { name: string; phoneDetail: string }) {
  return (
    <Stack gap="0">
      <Text fontWeight="medium">{name}</Text>
      <Text fontSize="xs" color="fg.muted" display={{ md: 'none' }}>
        {phoneDetail}
      </Text>
    </Stack>
  );
}
