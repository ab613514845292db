import { Heading, Text } from '@chakra-ui/react';

/** The title and text of a home-page card (core expertise, featured insights): one typography for both bands. */
export function CardHeading({ title, description }: { title: string; description: string }) {
  return (
    <>
      <Heading as="h3" textStyle="cardTitle">
        {title}
      </Heading>
      <Text color="fg.muted">{description}</Text>
    </>
  );
}
