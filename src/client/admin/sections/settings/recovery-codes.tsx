import { Box, Button, Code, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Copy, Download } from 'lucide-react';
import { useState } from 'react';
import { saveFile } from '../../components/csv-download';

type Props = { codes: string[]; username: string; onDone: () => void };

/** The recovery codes, the one time the server tells them: copy or download them now. */
export function RecoveryCodes({ codes, username, onDone }: Props) {
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  };
  return (
    <Stack gap="4" role="region" aria-labelledby="recovery-codes-title">
      <Heading as="h4" size="sm" id="recovery-codes-title">
        Your recovery codes
      </Heading>
      <Text fontSize="sm">
        Two-step sign-in is on. Keep these codes somewhere safe: each one signs you in once if you lose your authenticator app. They are shown this once.
      </Text>
      <Box borderWidth="1px" borderRadius="md" p="4">
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2 }} gap="2" listStyleType="none" aria-label="Recovery codes">
          {codes.map((code) => (
            <li key={code}>
              <Code fontSize="md">{code}</Code>
            </li>
          ))}
        </SimpleGrid>
      </Box>
      <Stack direction="row" gap="3" wrap="wrap">
        <Button variant="outline" onClick={copy}>
          <Copy aria-hidden /> {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <Button variant="outline" onClick={() => saveFile(new Blob([text], { type: 'text/plain' }), `recovery-codes-${username}.txt`)}>
          <Download aria-hidden /> Download codes
        </Button>
        <Button colorPalette="blue" onClick={onDone}>
          I have saved them
        </Button>
      </Stack>
    </Stack>
  );
}
