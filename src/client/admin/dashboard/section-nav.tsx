import { Button, Stack } from '@chakra-ui/react';
import { ADMIN_SECTIONS, type AdminSectionHash } from './admin-sections';

type Props = { active: AdminSectionHash; onSelect: (hash: AdminSectionHash) => void };

/** The dashboard's section list: real #hash links (open in a new tab works), switched in place on click. */
export function SectionNav({ active, onSelect }: Props) {
  return (
    <Stack as="ul" gap="0.5" listStyleType="none" m="0" p="0">
      {ADMIN_SECTIONS.map(({ hash, title, icon: Icon }) => {
        const current = hash === active;
        return (
          <li key={hash}>
            <Button
              asChild
              width="full"
              justifyContent="flex-start"
              gap="3"
              variant={current ? 'subtle' : 'ghost'}
              colorPalette={current ? 'blue' : 'gray'}
              fontWeight={current ? 'semibold' : 'medium'}
            >
              <a
                href={`#${hash}`}
                aria-current={current ? 'page' : undefined}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  onSelect(hash);
                }}
              >
                <Icon size={18} aria-hidden />
                {title}
              </a>
            </Button>
          </li>
        );
      })}
    </Stack>
  );
}
