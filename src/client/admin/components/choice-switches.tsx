import { Fieldset, SimpleGrid, Switch } from '@chakra-ui/react';
import type { SelectOption } from './select-field';

type Props = {
  label: string;
  options: readonly SelectOption[];
  value: string[];
  onChange: (value: string[]) => void;
  helperText?: string;
  error?: string;
};

/** Any number of options, each a labelled switch: <ChoiceSwitches label="Scopes" options={…} value={chosen} onChange={setChosen} />. */
export function ChoiceSwitches({ label, options, value, onChange, helperText, error }: Props) {
  const toggle = (option: string, on: boolean) => onChange(on ? [...value, option] : value.filter((chosen) => chosen !== option));
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend>{label}</Fieldset.Legend>
      {helperText && !error && <Fieldset.HelperText>{helperText}</Fieldset.HelperText>}
      <SimpleGrid columns={{ base: 1, md: 2 }} gapX="6" gapY="2">
        {options.map((option) => (
          <Switch.Root key={option.value} checked={value.includes(option.value)} onCheckedChange={(e) => toggle(option.value, e.checked)} colorPalette="blue">
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>{option.label}</Switch.Label>
          </Switch.Root>
        ))}
      </SimpleGrid>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
