import { Button, Field, Flex, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

type Props = {
  label: string;
  /** Singular name of one line, for button labels: "feature" → "Add feature", "Remove feature 2". */
  itemLabel: string;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  /** Messages for single lines, by index (react-hook-form's errors.features). */
  itemErrors?: ({ message?: string } | undefined)[];
  placeholder?: string;
  helperText?: string;
};

/** An ordered list of text lines with add, remove and move up/down: <TextListEditor label="Features" itemLabel="feature" value={list} onChange={setList} error itemErrors />. Enter adds a line below. */
export function TextListEditor({ label, itemLabel, value, onChange, error, itemErrors, placeholder, helperText }: Props) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);

  // Focus moves with the line the user just added or moved, so keyboard editing never loses its place.
  useEffect(() => {
    if (focusIndex === null) return;
    inputs.current[focusIndex]?.focus();
    setFocusIndex(null);
  }, [focusIndex, value]);

  const set = (index: number, text: string) => onChange(value.map((item, i) => (i === index ? text : item)));
  const insert = (index: number) => {
    onChange([...value.slice(0, index), '', ...value.slice(index)]);
    setFocusIndex(index);
  };
  const remove = (index: number) => onChange(value.filter((_, i) => i !== index));
  const move = (index: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(index, 1);
    next.splice(to, 0, item ?? '');
    onChange(next);
    setFocusIndex(to);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    insert(index + 1);
  };
  const lower = itemLabel.toLowerCase();

  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Stack gap="2" width="full" role="group" aria-label={label}>
        {value.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            No {label.toLowerCase()} yet.
          </Text>
        )}
        {value.map((item, index) => {
          const message = itemErrors?.[index]?.message;
          return (
            <Stack key={index} gap="1">
              <Flex gap="1" align="center">
                <Input
                  ref={(el) => {
                    inputs.current[index] = el;
                  }}
                  value={item}
                  placeholder={placeholder}
                  aria-label={`${itemLabel} ${index + 1}`}
                  aria-invalid={message ? true : undefined}
                  onChange={(e) => set(index, e.target.value)}
                  onKeyDown={(e) => onKeyDown(e, index)}
                />
                <IconButton
                  size="sm"
                  variant="ghost"
                  aria-label={`Move ${lower} ${index + 1} up`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUp aria-hidden />
                </IconButton>
                <IconButton
                  size="sm"
                  variant="ghost"
                  aria-label={`Move ${lower} ${index + 1} down`}
                  disabled={index === value.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDown aria-hidden />
                </IconButton>
                <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Remove ${lower} ${index + 1}`} onClick={() => remove(index)}>
                  <Trash2 aria-hidden />
                </IconButton>
              </Flex>
              {message && (
                <Text fontSize="xs" color="fg.error">
                  {message}
                </Text>
              )}
            </Stack>
          );
        })}
        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => insert(value.length)}>
          <Plus aria-hidden /> Add {lower}
        </Button>
      </Stack>
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
