import { Input, Textarea } from '@chakra-ui/react';
import { lazy, Suspense, useId, useMemo } from 'react';
import { Controller, useWatch, type Control, type ControllerProps, type FieldErrors, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { LoadingState } from '../../components/ui/state-views';
import { today } from '../components/admin-dates';
import { ChoiceCards } from '../components/choice-cards';
import { ChoiceSwitches } from '../components/choice-switches';
import { FormField } from '../components/form-field';
import { ImageField } from '../components/image-field';
import { ReferenceField } from '../components/reference-field';
import { SelectField } from '../components/select-field';
import { SwitchField } from '../components/switch-field';
import { TextListEditor } from '../components/text-list-editor';
import type { AnyField } from './form-values';
import type { FromValues } from './section-description';

// TipTap is the heaviest part of the dashboard: only a form with a rich-text field downloads it.
const RichTextEditor = lazy(() => import('../components/rich-text-editor').then((module) => ({ default: module.RichTextEditor })));

type Props = {
  field: AnyField;
  form: UseFormReturn<FieldValues>;
  errors: FieldErrors;
  required: boolean;
  rows: object[] | undefined;
  /** Side by side with others: a number input takes the column's width instead of a narrow one. */
  inRow: boolean;
};

/** A text that follows the form's values re-reads them as they change; a fixed one watches nothing. */
function useFromValues<T>(control: Control<FieldValues>, text: FromValues<FieldValues, T>): T {
  const values = useWatch({ control, disabled: typeof text !== 'function' });
  return typeof text === 'function' ? (text as (values: FieldValues) => T)(values) : text;
}

/** The values a field's column already holds in the list, sorted, for suggestions. */
function useListValues(rows: object[] | undefined, name: string, wanted: boolean): string[] {
  return useMemo(() => {
    if (!wanted) return [];
    const values = (rows ?? [])
      .map((row) => (row as Record<string, unknown>)[name])
      .filter((value): value is string => typeof value === 'string' && value !== '');
    return [...new Set(values)].sort((a, b) => a.localeCompare(b));
  }, [rows, name, wanted]);
}

/** One form field drawn from its description: the input its kind needs, with label, hint and error. */
export function DescribedField({ field, form, errors, required, rows, inRow }: Props) {
  const { control, register } = form;
  const { name, label } = field;
  const helperText = useFromValues(control, field.helperText);
  const placeholder = useFromValues(control, field.kind === 'text' ? field.placeholder : undefined);
  const suggestions = useListValues(rows, name, field.kind === 'text' && Boolean(field.suggestFromList));
  const listId = useId();
  const error = errors[name]?.message as string | undefined;
  const labelled = { label, helperText, error, required };
  const controlled = (render: ControllerProps<FieldValues>['render']) => <Controller control={control} name={name} render={render} />;

  switch (field.kind) {
    case 'text':
      return (
        <FormField {...labelled}>
          <Input
            {...register(name)}
            type={field.inputType}
            placeholder={placeholder}
            fontFamily={field.monospace ? 'mono' : undefined}
            autoComplete={field.monospace || field.suggestFromList ? 'off' : undefined}
            list={field.suggestFromList ? listId : undefined}
          />
          {field.suggestFromList && (
            <datalist id={listId}>
              {suggestions.map((value) => (
                <option key={value} value={value} />
              ))}
            </datalist>
          )}
        </FormField>
      );
    case 'textarea':
      return (
        <FormField {...labelled}>
          <Textarea rows={field.rows} {...register(name)} />
        </FormField>
      );
    case 'order':
      return (
        <FormField {...labelled}>
          <Input type="number" step={1} maxW={inRow ? undefined : '40'} {...register(name, { valueAsNumber: true })} />
        </FormField>
      );
    case 'date':
      return (
        <FormField {...labelled}>
          <Input type="date" {...register(name, { setValueAs: (value: string | null) => value || null })} />
        </FormField>
      );
    case 'image':
      return controlled(({ field: input }) => (
        <ImageField label={label} value={input.value as string | null} onChange={input.onChange} error={error} helperText={helperText} />
      ));
    case 'boolean': {
      const { datesToday } = field;
      return controlled(({ field: input }) => (
        <SwitchField
          label={label}
          checked={(input.value as boolean | undefined) ?? field.initial}
          onChange={(checked) => {
            input.onChange(checked);
            // A post published without a date would be dated by its creation; today is what is meant.
            if (checked && datesToday && !form.getValues(datesToday)) form.setValue(datesToday, today());
          }}
          helperText={helperText}
        />
      ));
    }
    case 'textList':
      return controlled(({ field: input }) => (
        <TextListEditor
          label={label}
          itemLabel={field.itemLabel}
          value={(input.value as string[] | undefined) ?? []}
          onChange={input.onChange}
          error={error}
          itemErrors={Array.isArray(errors[name]) ? (errors[name] as { message?: string }[]) : undefined}
          placeholder={field.placeholder}
          helperText={helperText}
        />
      ));
    case 'select':
      return controlled(({ field: input }) => {
        const choice = {
          label,
          options: field.options,
          value: input.value === undefined ? field.initial : String(input.value),
          onChange: (value: string) => input.onChange(field.numeric ? Number(value) : value),
          helperText,
          error: error,
        };
        return field.appearance === 'cards' ? <ChoiceCards {...choice} /> : <SelectField {...choice} placeholder={field.placeholder} />;
      });
    case 'choices':
      return controlled(({ field: input }) => (
        <ChoiceSwitches
          label={label}
          options={field.options}
          value={(input.value as string[] | undefined) ?? []}
          onChange={input.onChange}
          helperText={helperText}
          error={error}
        />
      ));
    case 'reference':
      return controlled(({ field: input }) => (
        <ReferenceField
          label={label}
          useOptions={field.useOptions}
          noneLabel={field.noneLabel}
          value={input.value as number | undefined}
          onChange={input.onChange}
          helperText={helperText}
          error={error}
        />
      ));
    case 'richText':
      return controlled(({ field: input }) => (
        <Suspense fallback={<LoadingState label="Loading the editor…" />}>
          <RichTextEditor label={label} value={(input.value as string | undefined) ?? ''} onChange={input.onChange} error={error} helperText={helperText} />
        </Suspense>
      ));
  }
}
