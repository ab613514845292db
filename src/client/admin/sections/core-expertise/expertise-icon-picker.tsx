import { Field, RadioCard, SimpleGrid } from '@chakra-ui/react';
import { EXPERTISE_ICON_TYPES, type ExpertiseIconType } from '../../../../modules/expertise/expertise.schema';
import { EXPERTISE_ICON_LABELS, EXPERTISE_ICONS } from './expertise-icon';

type Props = { value: ExpertiseIconType | undefined; onChange: (value: ExpertiseIconType) => void; error?: string; overridden: boolean };

/** The four icons as picture cards: staff choose what they see rather than a component name. */
export function ExpertiseIconPicker({ value, onChange, error, overridden }: Props) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <RadioCard.Root value={value ?? 'Target'} onValueChange={(e) => e.value && onChange(e.value as ExpertiseIconType)} colorPalette="blue" width="full">
        <RadioCard.Label>Icon</RadioCard.Label>
        <SimpleGrid columns={{ base: 2, sm: 4 }} gap="2">
          {EXPERTISE_ICON_TYPES.map((type) => {
            const Icon = EXPERTISE_ICONS[type];
            return (
              <RadioCard.Item key={type} value={type}>
                <RadioCard.ItemHiddenInput />
                <RadioCard.ItemControl flexDirection="column" alignItems="center" gap="2" py="3">
                  <Icon size={24} aria-hidden />
                  <RadioCard.ItemText fontSize="sm">{EXPERTISE_ICON_LABELS[type]}</RadioCard.ItemText>
                </RadioCard.ItemControl>
              </RadioCard.Item>
            );
          })}
        </SimpleGrid>
      </RadioCard.Root>
      {overridden && !error && <Field.HelperText>A custom icon is set below; it is shown instead of this one.</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
