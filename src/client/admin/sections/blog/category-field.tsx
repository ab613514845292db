import { Input } from '@chakra-ui/react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../components/form-field';

type Props = { registration: UseFormRegisterReturn; suggestions: string[]; error?: string };

/** Free text, with the categories already in use offered as suggestions (a native datalist). */
export function CategoryField({ registration, suggestions, error }: Props) {
  const listId = useId();
  return (
    <FormField label="Category" error={error} helperText="Pick an existing category or type a new one. Blank shows as “Insights”.">
      <Input {...registration} list={listId} autoComplete="off" placeholder="e.g. Digital Transformation" />
      <datalist id={listId}>
        {suggestions.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
    </FormField>
  );
}
