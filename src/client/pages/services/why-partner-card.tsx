import { Button, Card, Flex, Heading, List, Text } from '@chakra-ui/react';
import { ArrowRight, CircleCheck } from 'lucide-react';
import { Link } from 'wouter';

const REASONS = [
  'Over 25 years of hands-on experience across finance, retail and the public sector',
  'Senior consultants who do the work themselves, not just the pitch',
  'A proven Define, Design, Develop method with a clear decision at the end of every phase',
  'Honest, evidence-based reporting that tells you what you need to hear',
  'Teams left more capable than we found them, with skills and knowledge handed over',
];

/** The closing pitch on the Services page. */
export function WhyPartnerCard() {
  return (
    <Card.Root bg="surface.hero" color="white" borderWidth="0" borderRadius="2xl" boxShadow="lg" overflow="hidden">
      <Card.Body p={{ base: '6', md: '12' }}>
        <Flex direction={{ base: 'column', lg: 'row' }} gap={{ base: '8', lg: '16' }} align={{ lg: 'center' }}>
          <Flex direction="column" flex="1" gap="4">
            <Heading as="h2" textStyle="sectionTitle" color="white">
              Why Partner With Us
            </Heading>
            <Text color="gray.200" textStyle="lead">
              We are a small, senior team that cares about outcomes rather than billable days. Here is what that means for you.
            </Text>
            <Button asChild colorPalette="blue" size="lg" alignSelf="flex-start" mt="2">
              <Link href="/contact">
                Contact Our Team <ArrowRight size={18} aria-hidden />
              </Link>
            </Button>
          </Flex>
          <List.Root as="ul" listStyle="none" flex="1.2" gap="4" m="0" p="0">
            {REASONS.map((reason) => (
              <List.Item key={reason}>
                <Flex gap="3" align="flex-start">
                  <Flex color="blue.300" mt="0.5" flexShrink={0}>
                    <CircleCheck size={20} aria-hidden focusable={false} />
                  </Flex>
                  <Text color="white">{reason}</Text>
                </Flex>
              </List.Item>
            ))}
          </List.Root>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
