import { Field, Switch } from '@chakra-ui/react';

type Props = { label: string; checked: boolean; onChange: (checked: boolean) => void; helperText?: string };

/** An on/off setting as a labelled Chakra Switch: <SwitchField label="Active" checked={value} onChange={setValue} helperText="…" />. */
export function SwitchField({ label, checked, onChange, helperText }: Props) {
  return (
    <Field.Root>
      <Switch.Root checked={checked} onCheckedChange={(e) => onChange(e.checked)} colorPalette="blue">
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
}
