import { Box, Flex, Text } from '@chakra-ui/react';
import type { Device } from './devices';

type Props = { device: Device; path: string; scale: number; reloadKey: number; showScale: boolean };

/** One page at a device's real width, shrunk with a CSS transform so it fits beside the others. */
export function DevicePreview({ device, path, scale, reloadKey, showScale }: Props) {
  const Icon = device.icon;
  return (
    <Box as="figure" m="0" flexShrink={0} width={`${device.width * scale}px`} data-device={device.name.toLowerCase()}>
      <Flex as="figcaption" align="center" gap="2" mb="2" fontSize="sm" fontWeight="medium" whiteSpace="nowrap">
        <Icon size={16} aria-hidden />
        <Text>
          {device.name} · {device.width}px
        </Text>
        {showScale && scale < 1 && (
          <Text color="fg.muted" fontWeight="normal" fontSize="xs">
            at {Math.round(scale * 100)}%
          </Text>
        )}
      </Flex>
      <Box
        width={`${device.width * scale}px`}
        height={`${device.height * scale}px`}
        overflow="hidden"
        borderWidth="1px"
        borderRadius="md"
        bg="bg"
        boxShadow="md"
      >
        <iframe
          key={reloadKey}
          src={path}
          title={`${path} at ${device.name.toLowerCase()} width (${device.width}px)`}
          width={device.width}
          height={device.height}
          style={{ border: 0, transform: `scale(${scale})`, transformOrigin: 'top left', display: 'block' }}
        />
      </Box>
    </Box>
  );
}
