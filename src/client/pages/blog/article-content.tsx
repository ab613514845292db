import { Box } from '@chakra-ui/react';

/**
 * The post body is HTML written by staff in the admin area, so it is rendered as-is;
 * its typography is styled here because the markup carries no classes.
 */
export function ArticleContent({ html }: { html: string }) {
  return (
    <Box
      textStyle="lead"
      lineHeight="1.8"
      color="fg"
      css={{
        '& > :first-child': { marginTop: 0 },
        '& h2': { fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', lineHeight: '1.3', marginTop: '10', marginBottom: '4', color: 'fg' },
        '& h3': { fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'semibold', lineHeight: '1.35', marginTop: '8', marginBottom: '3' },
        '& p': { marginBottom: '5' },
        '& ul, & ol': { paddingInlineStart: '6', marginBottom: '5' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& li': { marginBottom: '2', paddingInlineStart: '1' },
        '& li::marker': { color: 'accent' },
        '& blockquote': {
          borderInlineStartWidth: '4px',
          borderInlineStartColor: 'blue.500',
          bg: 'bg.muted',
          paddingBlock: '4',
          paddingInline: '6',
          marginBlock: '8',
          fontSize: { base: 'lg', md: 'xl' },
          fontStyle: 'italic',
          fontWeight: 'medium',
          borderRadius: 'md',
        },
        '& a': { color: 'accent', textDecoration: 'underline', textUnderlineOffset: '3px', fontWeight: 'medium' },
        '& a:hover': { textDecorationThickness: '2px' },
        '& strong': { fontWeight: 'semibold' },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
