import { Badge, Flex, Heading, Text } from '@chakra-ui/react';
import { CsvExportButton } from '../../components/csv-export-button';
import { CSV_EXPORT_PATHS } from '../../../../shared/api-paths';

/**
 * The section title with its unread count beside it (outside the h2, so the heading's name
 * stays "Contact Messages"); laid out like the other sections' headers.
 */
export function ContactsHeader({ unread, exportQuery }: { unread: number | undefined; exportQuery: Record<string, string> }) {
  return (
    <Flex justify="space-between" align={{ base: 'stretch', sm: 'flex-start' }} direction={{ base: 'column', sm: 'row' }} gap="4" mb="6">
      <div>
        <Flex align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="2xl" letterSpacing="tight">
            Contact Messages
          </Heading>
          {unread !== undefined && (
            <Badge colorPalette={unread > 0 ? 'red' : 'gray'} variant={unread > 0 ? 'solid' : 'subtle'} size="lg" data-testid="unread-count" aria-live="polite">
              {unread} unread
            </Badge>
          )}
        </Flex>
        <Text color="fg.muted" fontSize="sm" mt="1">
          Messages sent from the contact forms, newest first. Unread messages are shown in bold; opening one marks it read.
        </Text>
      </div>
      <Flex gap="2" wrap="wrap" flexShrink={0}>
        <CsvExportButton path={CSV_EXPORT_PATHS.contacts} query={exportQuery} />
      </Flex>
    </Flex>
  );
}
