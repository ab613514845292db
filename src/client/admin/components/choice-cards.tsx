import { Field, RadioCard, SimpleGrid } from '@chakra-ui/react';
import type { SelectOption } from './select-field';

type Props = { label: string; options: readonly SelectOption[]; value: string; onChange: (value: string) => void; helperText?: string; error?: string };

/** A few options as picture cards (radio buttons): staff choose what they see rather than a stored name. */
export function ChoiceCards({ label, options, value, onChange, helperText, error }: Props) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <RadioCard.Root value={value} onValueChange={(e) => e.value && onChange(e.value)} colorPalette="blue" width="full">
        <RadioCard.Label>{label}</RadioCard.Label>
        <SimpleGrid columns={{ base: 2, sm: 4 }} gap="2">
          {options.map((option) => (
            <RadioCard.Item key={option.value} value={option.value}>
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl flexDirection="column" alignItems="center" gap="2" py="3">
                {option.icon}
                <RadioCard.ItemText fontSize="sm">{option.label}</RadioCard.ItemText>
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </SimpleGrid>
      </RadioCard.Root>
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
