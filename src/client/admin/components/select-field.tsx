import { createListCollection, Field, Flex, Select } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';

/** One choice of a select: its stored value, its words and, optionally, the picture the public site draws for it. */
export type SelectOption = { value: string; label: string; icon?: ReactNode };

type Props = {
  label: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  helperText?: string;
  error?: string;
};

/** A drop-down of options, each shown with its icon when it has one, so staff pick by sight. */
export function SelectField({ label, options, value, onChange, placeholder, helperText, error }: Props) {
  const collection = useMemo(() => createListCollection({ items: [...options] }), [options]);
  const current = options.find((option) => option.value === value);
  return (
    <Field.Root invalid={Boolean(error)}>
      <Select.Root
        collection={collection}
        value={[value]}
        onValueChange={(e) => {
          const next = e.value[0];
          if (next) onChange(next);
        }}
        positioning={{ sameWidth: true }}
      >
        <Select.HiddenSelect />
        <Select.Label>{label}</Select.Label>
        <Select.Control>
          <Select.Trigger>
            <Flex align="center" gap="2">
              {current?.icon}
              <Select.ValueText placeholder={placeholder} />
            </Flex>
          </Select.Trigger>
          <Select.IndicatorGroup>
            <Select.Indicator />
          </Select.IndicatorGroup>
        </Select.Control>
        {/* Not portalled: inside the form drawer's focus trap the list must stay within the drawer. */}
        <Select.Positioner>
          <Select.Content>
            {options.map((option) => (
              <Select.Item key={option.value} item={option}>
                <Flex align="center" gap="2">
                  {option.icon}
                  <Select.ItemText>{option.label}</Select.ItemText>
                </Flex>
                <Select.ItemIndicator />
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
      </Select.Root>
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
