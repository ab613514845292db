import { Flex, IconButton, Separator } from '@chakra-ui/react';
import { useEditorState, type Editor } from '@tiptap/react';
import { Bold, Heading2, Heading3, Italic, List, ListOrdered, Quote, Redo2, Undo2, type LucideIcon } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { RichTextLinkButton } from './rich-text-link-button';

type ToolProps = { label: string; icon: LucideIcon; onClick: () => void; pressed?: boolean; disabled?: boolean };

function Tool({ label, icon: Icon, onClick, pressed, disabled }: ToolProps) {
  return (
    <IconButton
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      size="sm"
      variant={pressed ? 'subtle' : 'ghost'}
      colorPalette={pressed ? 'blue' : 'gray'}
      disabled={disabled}
      // A click keeps the focus (and the caret) in the editor: otherwise the button holds it until the
      // editor takes it back on the next frame, and a key typed meanwhile presses the button again.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      <Icon aria-hidden />
    </IconButton>
  );
}

const Divider = () => <Separator orientation="vertical" height="6" mx="1" />;

// A toolbar is one tab stop in spirit; the arrow keys move between its buttons as well.
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not([disabled])'));
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index === -1) return;
  event.preventDefault();
  const next = (index + (event.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length;
  buttons[next]?.focus();
}

export function RichTextToolbar({ editor }: { editor: Editor }): ReactNode {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const run = () => editor.chain().focus();

  return (
    <Flex
      role="toolbar"
      aria-label="Formatting"
      gap="0.5"
      p="1.5"
      wrap="wrap"
      align="center"
      borderBottomWidth="1px"
      bg="bg.muted"
      borderTopRadius="md"
      onKeyDown={moveFocus}
    >
      <Tool label="Heading 2" icon={Heading2} pressed={state.h2} onClick={() => run().toggleHeading({ level: 2 }).run()} />
      <Tool label="Heading 3" icon={Heading3} pressed={state.h3} onClick={() => run().toggleHeading({ level: 3 }).run()} />
      <Divider />
      <Tool label="Bold" icon={Bold} pressed={state.bold} onClick={() => run().toggleBold().run()} />
      <Tool label="Italic" icon={Italic} pressed={state.italic} onClick={() => run().toggleItalic().run()} />
      <Divider />
      <Tool label="Bullet list" icon={List} pressed={state.bulletList} onClick={() => run().toggleBulletList().run()} />
      <Tool label="Numbered list" icon={ListOrdered} pressed={state.orderedList} onClick={() => run().toggleOrderedList().run()} />
      <Tool label="Quote" icon={Quote} pressed={state.blockquote} onClick={() => run().toggleBlockquote().run()} />
      <RichTextLinkButton editor={editor} active={state.link} />
      <Divider />
      <Tool label="Undo" icon={Undo2} disabled={!state.canUndo} onClick={() => run().undo().run()} />
      <Tool label="Redo" icon={Redo2} disabled={!state.canRedo} onClick={() => run().redo().run()} />
    </Flex>
  );
}
