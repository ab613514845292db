import { Box, Field } from '@chakra-ui/react';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useMemo, useState } from 'react';
import { RichTextToolbar } from './rich-text-toolbar';

type Props = {
  label: string;
  /** HTML; an empty document is reported as ''. */
  value: string;
  onChange: (html: string) => void;
  error?: string;
  helperText?: string;
};

// Only the formatting the toolbar offers and the server's sanitiser keeps.
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    codeBlock: false,
    horizontalRule: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['mailto', 'tel'] },
  }),
];

const toHtml = (editor: { isEmpty: boolean; getHTML: () => string }) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * WYSIWYG editing of article bodies (TipTap), producing the HTML the blog renders as-is:
 * <RichTextEditor label="Content" value={html} onChange={setHtml} error={…} />.
 */
export function RichTextEditor({ label, value, onChange, error, helperText }: Props) {
  const labelId = useId();
  const errorId = useId();
  const invalid = Boolean(error);
  // Options that change identity make TipTap reconfigure the editor on every render (every keystroke).
  const [initialContent] = useState(value);
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(invalid ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
      },
    }),
    [labelId, errorId, invalid],
  );
  const editor = useEditor({
    extensions,
    content: initialContent,
    editorProps,
    onUpdate: ({ editor: current }) => onChange(toHtml(current)),
  });

  // The form may replace the value (reset, another post); typing never reaches here changed.
  // Undo must not bring back what was loaded before. TipTap may hand back an editor it has just
  // destroyed (while it replaces it after an option change): its schema is gone, so leave it be.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== toHtml(editor)) editor.chain().setMeta('addToHistory', false).setContent(value, { emitUpdate: false }).run();
  }, [editor, value]);

  return (
    <Field.Root invalid={invalid} ids={{ label: labelId, errorText: errorId }}>
      {/* The editable area is no form control, so the label focuses it by hand. */}
      <Field.Label onClick={() => editor?.commands.focus()}>{label}</Field.Label>
      <Box
        borderWidth="1px"
        borderColor={invalid ? 'border.error' : 'border'}
        borderRadius="md"
        bg="bg"
        width="full"
        _focusWithin={{ borderColor: 'colorPalette.focusRing', outline: '1px solid', outlineColor: 'colorPalette.focusRing' }}
        colorPalette="blue"
      >
        {editor && <RichTextToolbar editor={editor} />}
        <Box
          px="4"
          py="3"
          lineHeight="1.7"
          css={{
            '& .tiptap': { minHeight: '260px', outline: 'none' },
            '& .tiptap > :first-child': { marginTop: 0 },
            '& h2': { fontSize: '2xl', fontWeight: 'bold', marginTop: '6', marginBottom: '3' },
            '& h3': { fontSize: 'xl', fontWeight: 'semibold', marginTop: '5', marginBottom: '2' },
            '& p': { marginBottom: '3' },
            '& ul, & ol': { paddingInlineStart: '6', marginBottom: '3' },
            '& ul': { listStyleType: 'disc' },
            '& ol': { listStyleType: 'decimal' },
            '& blockquote': {
              borderInlineStartWidth: '4px',
              borderInlineStartColor: 'blue.500',
              paddingInlineStart: '4',
              fontStyle: 'italic',
              marginBlock: '4',
            },
            '& a': { color: 'accent', textDecoration: 'underline' },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
