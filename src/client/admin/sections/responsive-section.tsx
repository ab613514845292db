import { Button, Field, Flex, Input, Link as ChakraLink, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { ExternalLink, RotateCw } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PUBLIC_PAGES } from '../../public-pages';
import { SectionHeader } from '../components/section-header';
import { DevicePreview } from './responsive/device-preview';
import { DEVICES, PREVIEW_GAP, previewPathError, previewScales, SIDE_BY_SIDE_MIN, sitePathOf } from './responsive/devices';

/** The public pages without parameters; detail pages are reached by typing their path. */
const PAGES: string[] = PUBLIC_PAGES.map((page) => page.path).filter((path) => !path.includes(':'));

function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export default function ResponsiveSection() {
  const [path, setPath] = useState('/');
  const [draft, setDraft] = useState('/');
  const [error, setError] = useState<string | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const [container, width] = useWidth<HTMLDivElement>();
  const scales = previewScales(width);
  const sideBySide = width === 0 || width >= SIDE_BY_SIDE_MIN;

  const show = (next: string) => {
    const problem = previewPathError(next);
    setError(problem);
    if (!problem) setPath(next);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    show(sitePathOf(draft.trim(), window.location.origin));
  };

  return (
    <Stack gap="0">
      <SectionHeader
        title="Responsive Design"
        description="Check any public page at mobile, tablet and desktop widths side by side. Previews are live pages, scaled to fit; paste a draft's preview link to see the draft."
        actions={
          <Button variant="outline" onClick={() => setReloadKey((key) => key + 1)}>
            <RotateCw aria-hidden /> Reload previews
          </Button>
        }
      />
      <Flex as="form" onSubmit={onSubmit} gap="3" align="flex-end" wrap="wrap" mb="6" p="4" bg="bg.panel" borderWidth="1px" borderRadius="lg">
        <Field.Root width={{ base: 'full', sm: '56' }}>
          <Field.Label>Page</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={PAGES.includes(path) ? path : ''}
              onChange={(e) => {
                if (!e.target.value) return;
                setDraft(e.target.value);
                show(e.target.value);
              }}
            >
              {!PAGES.includes(path) && <option value="">Custom path</option>}
              {PAGES.map((page) => (
                <option key={page} value={page}>
                  {page}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root invalid={Boolean(error)} flex="1" minW="56">
          <Field.Label>Or any path</Field.Label>
          <Input value={draft} onChange={(e) => setDraft(e.target.value)} placeholder="/service/1" />
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
        <Button type="submit" colorPalette="blue">
          Preview
        </Button>
        <ChakraLink href={path} target="_blank" rel="noopener" fontSize="sm" color="accent" alignSelf="center">
          Open {path} <ExternalLink size={14} aria-hidden />
        </ChakraLink>
      </Flex>
      {sideBySide && (scales[0] ?? 1) < 1 && (
        <Text fontSize="sm" color="fg.muted" mb="3">
          Shown at {Math.round((scales[0] ?? 1) * 100)}% of actual size so all three fit side by side.
        </Text>
      )}
      <Flex ref={container} gap={`${PREVIEW_GAP}px`} align="flex-start" direction={sideBySide ? 'row' : 'column'} minH="40">
        {width > 0 &&
          DEVICES.map((device, index) => (
            <DevicePreview key={device.name} device={device} path={path} scale={scales[index] ?? 0} reloadKey={reloadKey} showScale={!sideBySide} />
          ))}
      </Flex>
    </Stack>
  );
}
