import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { BriefcaseBusiness } from 'lucide-react';
import { Link } from 'wouter';

export function NoOpenPositions() {
  return (
    <Box textAlign="center" py="12" px="6" bg="bg.muted" borderRadius="xl" borderWidth="1px" borderColor="border">
      <Box display="inline-flex" color="accent" mb="4">
        <BriefcaseBusiness size={40} aria-hidden />
      </Box>
      <Heading as="h3" textStyle="cardTitle">
        No Open Positions At This Time
      </Heading>
      <Text mt="3" color="fg.muted" maxW="xl" mx="auto">
        We are not recruiting for a specific role just now, but we are always keen to meet exceptional people. Get in touch and tell us how you would like to
        contribute.
      </Text>
      <Button asChild mt="6" colorPalette="blue">
        <Link href="/contact">Contact Us</Link>
      </Button>
    </Box>
  );
}
