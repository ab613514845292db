import { Button, Field, Input, InputGroup, Stack, Wrap } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import type { Ref } from 'react';

type Props = {
  /** The search field is uncontrolled: what a visitor typed before the island woke stays in it. */
  searchRef: Ref<HTMLInputElement>;
  /** The search in the page's address. */
  initialSearch: string;
  onSearchChange: (value: string) => void;
  categories: string[];
  category: string | null;
  onCategoryChange: (value: string | null) => void;
};

export function BlogFilters({ searchRef, initialSearch, onSearchChange, categories, category, onCategoryChange }: Props) {
  const options: { label: string; value: string | null }[] = [{ label: 'All', value: null }, ...categories.map((c) => ({ label: c, value: c }))];
  return (
    <Stack direction={{ base: 'column', lg: 'row' }} gap="5" justify="space-between" align={{ base: 'stretch', lg: 'center' }} mb="10">
      <Field.Root maxW={{ lg: 'sm' }}>
        <Field.Label srOnly>Search insights</Field.Label>
        <InputGroup startElement={<Search size={18} aria-hidden />}>
          <Input
            type="search"
            placeholder="Search insights..."
            ref={searchRef}
            defaultValue={initialSearch}
            onChange={(event) => onSearchChange(event.target.value)}
            bg="bg.panel"
            size="lg"
          />
        </InputGroup>
      </Field.Root>
      <Wrap gap="2" role="group" aria-label="Filter by category">
        {options.map((option) => {
          const selected = option.value === category;
          return (
            <Button
              key={option.label}
              size="sm"
              rounded="full"
              colorPalette="blue"
              variant={selected ? 'solid' : 'outline'}
              aria-pressed={selected}
              onClick={() => onCategoryChange(option.value)}
            >
              {option.label}
            </Button>
          );
        })}
      </Wrap>
    </Stack>
  );
}
