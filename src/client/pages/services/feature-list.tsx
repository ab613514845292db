import { Flex, List, Text } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';

/** A service's features as a ticked list. */
export function FeatureList({ features }: { features: string[] }) {
  return (
    <List.Root as="ul" listStyle="none" gap="3" m="0" p="0">
      {features.map((feature, index) => (
        <List.Item key={`${index}-${feature}`}>
          <Flex gap="3" align="flex-start">
            <Flex color="accent" mt="0.5" flexShrink={0}>
              <CircleCheck size={18} aria-hidden focusable={false} />
            </Flex>
            <Text>{feature}</Text>
          </Flex>
        </List.Item>
      ))}
    </List.Root>
  );
}
