import { chakra, IconButton } from '@chakra-ui/react';
import { Monitor, Moon, Sun } from 'lucide-react';
import { pageAction } from '../../lib/page-actions';
import { themeSwitchLabel, themeSwitchTitle } from '../../lib/theme-cycle';
import { THEME_MODE_ATTRIBUTE } from '../../lib/theme-apply';

const ICONS = [
  { mode: 'light', Icon: Sun },
  { mode: 'dark', Icon: Moon },
  { mode: 'system', Icon: Monitor },
] as const;

/**
 * The public header's theme switch: server markup that works on the first tap without React
 * (lib/theme-switch.ts). The icon of the stored mode shows through CSS on the attribute the theme
 * bootstrap puts on <html> before the first paint; the page script corrects the label.
 */
export function PublicThemeSwitch() {
  return (
    <IconButton
      variant="ghost"
      size="sm"
      color="inherit"
      aria-label={themeSwitchLabel('light')}
      title={themeSwitchTitle('light')}
      {...pageAction('cycle-theme')}
    >
      {ICONS.map(({ mode, Icon }) => (
        <chakra.span
          key={mode}
          display={mode === 'light' ? 'contents' : 'none'}
          css={{ [`html[${THEME_MODE_ATTRIBUTE}] &`]: { display: 'none' }, [`html[${THEME_MODE_ATTRIBUTE}=${mode}] &`]: { display: 'contents' } }}
        >
          <Icon aria-hidden />
        </chakra.span>
      ))}
    </IconButton>
  );
}
