import { createListCollection, Field, Flex, Select } from '@chakra-ui/react';
import { SERVICE_ICON_TYPES, type ServiceIconType } from '../../../../modules/services/service.schema';
import { ServiceIcon } from '../../../pages/services/service-icon';

const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

const icons = createListCollection({ items: SERVICE_ICON_TYPES.map((value) => ({ value, label: label(value) })) });

type Props = { value: ServiceIconType | undefined; onChange: (value: ServiceIconType) => void; error?: string };

/** The icon select shows each icon as the public site draws it (same map), so staff pick by sight. */
export function ServiceIconSelect({ value, onChange, error }: Props) {
  const current = value ?? 'define';
  return (
    <Field.Root invalid={Boolean(error)}>
      <Select.Root
        collection={icons}
        value={[current]}
        onValueChange={(e) => {
          const next = e.value[0];
          if (next) onChange(next as ServiceIconType);
        }}
        positioning={{ sameWidth: true }}
      >
        <Select.HiddenSelect />
        <Select.Label>Icon</Select.Label>
        <Select.Control>
          <Select.Trigger>
            <Flex align="center" gap="2">
              <ServiceIcon iconType={current} size={18} />
              <Select.ValueText placeholder="Choose an icon" />
            </Flex>
          </Select.Trigger>
          <Select.IndicatorGroup>
            <Select.Indicator />
          </Select.IndicatorGroup>
        </Select.Control>
        {/* Not portalled: inside the form drawer's focus trap the list must stay within the drawer. */}
        <Select.Positioner>
          <Select.Content>
            {icons.items.map((item) => (
              <Select.Item key={item.value} item={item}>
                <Flex align="center" gap="2">
                  <ServiceIcon iconType={item.value} size={18} />
                  <Select.ItemText>{item.label}</Select.ItemText>
                </Flex>
                <Select.ItemIndicator />
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
      </Select.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
