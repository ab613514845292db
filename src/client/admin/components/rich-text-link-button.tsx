import { Button, Field, Flex, IconButton, Input, Popover } from '@chakra-ui/react';
import type { Editor } from '@tiptap/react';
import { Link2 } from 'lucide-react';
import { useId, useState } from 'react';

/** 'example.com/x' → 'https://example.com/x'; site paths, mailto: and tel: stay as written. */
export function normaliseHref(raw: string): string {
  const href = raw.trim();
  if (!href || /^(https?:|mailto:|tel:)/i.test(href) || href.startsWith('/')) return href;
  return `https://${href}`;
}

/** Adds, changes or removes the link on the selection; with no selection the address becomes the text. */
export function RichTextLinkButton({ editor, active }: { editor: Editor; active: boolean }) {
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const inputId = useId();

  const apply = () => {
    const target = normaliseHref(href);
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!target) chain.unsetLink().run();
    else if (editor.state.selection.empty && !active) {
      chain.insertContent({ type: 'text', text: target, marks: [{ type: 'link', attrs: { href: target } }] }).run();
    } else chain.setLink({ href: target }).run();
    setOpen(false);
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(e) => {
        if (e.open) setHref((editor.getAttributes('link').href as string | undefined) ?? '');
        setOpen(e.open);
      }}
      initialFocusEl={() => document.getElementById(inputId)}
    >
      <Popover.Trigger asChild>
        <IconButton
          aria-label="Link"
          title="Link"
          aria-pressed={active}
          size="sm"
          variant={active ? 'subtle' : 'ghost'}
          colorPalette={active ? 'blue' : 'gray'}
        >
          <Link2 aria-hidden />
        </IconButton>
      </Popover.Trigger>
      <Popover.Positioner>
        <Popover.Content width="sm">
          <Popover.Body>
            <Field.Root>
              <Field.Label htmlFor={inputId}>Link address</Field.Label>
              <Input
                id={inputId}
                value={href}
                placeholder="https://…"
                onChange={(e) => setHref(e.target.value)}
                onKeyDown={(e) => {
                  // The editor sits inside the post form: Enter must not submit it.
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    apply();
                  }
                }}
              />
            </Field.Root>
            <Flex gap="2" mt="3" justify="flex-end">
              {active && (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => {
                    editor.chain().focus().extendMarkRange('link').unsetLink().run();
                    setOpen(false);
                  }}
                >
                  Remove link
                </Button>
              )}
              <Button size="sm" colorPalette="blue" onClick={apply}>
                Apply link
              </Button>
            </Flex>
          </Popover.Body>
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  );
}
