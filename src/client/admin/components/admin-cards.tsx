import { Box, Field, Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { AdminTableProps } from './admin-table';
import { TickBox } from './tick-box';

/**
 * A list's rows as cards, for phones: each column's header over its value, the row's actions below,
 * nothing wider than the screen. Sorting is a select, as there are no column headers to click.
 */
export function AdminCards<T>({ caption, rows, rowKey, columns, actions, sort, selection }: AdminTableProps<T> & { rows: T[] }) {
  const sortable = sort ? columns.filter((column) => column.sortField) : [];
  return (
    <Stack gap="3">
      {sort && sortable.length > 0 && (
        <Flex gap="3" align="flex-end" wrap="wrap">
          {selection && (
            <Flex as="label" gap="2" align="center" fontSize="sm" me="auto">
              <TickBox
                label="Select every row on this page"
                checked={selection.rows.page === 'all' ? true : selection.rows.page === 'some' ? 'indeterminate' : false}
                onChange={selection.rows.togglePage}
              />
              All on this page
            </Flex>
          )}
          <Field.Root width="auto">
            <Field.Label fontSize="sm">Sort by</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={sort.value ?? ''} onChange={(e) => e.target.value && sort.onChange(e.target.value)}>
                {!sort.value && <option value="">Default order</option>}
                {sortable.flatMap((column) => [
                  <option key={`${column.sortField}:asc`} value={`${column.sortField}:asc`}>
                    {column.header}, ascending
                  </option>,
                  <option key={`${column.sortField}:desc`} value={`${column.sortField}:desc`}>
                    {column.header}, descending
                  </option>,
                ])}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Flex>
      )}
      <Stack as="ul" aria-label={caption} gap="3" listStyleType="none" m="0" p="0">
        {rows.map((row, index) => (
          <Box as="li" key={rowKey(row)} p="3" borderWidth="1px" borderRadius="lg" bg="bg.panel" minW="0">
            <Flex gap="3" align="flex-start">
              {selection && (
                <Box pt="1">
                  <TickBox
                    label={selection.rowLabel(row)}
                    checked={selection.rows.isSelected(selection.id(row))}
                    onChange={() => selection.rows.toggle(selection.id(row))}
                  />
                </Box>
              )}
              <Stack as="dl" gap="2" flex="1" minW="0" m="0">
                {columns.map((column) => (
                  <Box key={column.header} minW="0" overflowWrap="anywhere">
                    <Text as="dt" fontSize="xs" color="fg.muted">
                      {column.header}
                    </Text>
                    <Box as="dd" m="0">
                      {column.cell(row)}
                    </Box>
                  </Box>
                ))}
              </Stack>
            </Flex>
            {actions && (
              <Flex mt="2" justify="flex-end" wrap="wrap">
                {actions(row, index)}
              </Flex>
            )}
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
