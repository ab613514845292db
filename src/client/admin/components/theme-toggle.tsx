import { IconButton } from '@chakra-ui/react';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useThemeMode } from '../../lib/theme-mode';
import { NEXT_THEME_MODE, themeSwitchLabel, themeSwitchTitle } from '../../lib/theme-cycle';

const ICON = { light: Sun, dark: Moon, system: Monitor };

/** The dashboard's theme switch (React); the public header's is plain DOM (public-theme-switch.tsx). */
export function ThemeToggle({ color }: { color?: string }) {
  const { mode, setMode } = useThemeMode();
  const Icon = ICON[mode];
  return (
    <IconButton
      variant="ghost"
      size="sm"
      color={color}
      aria-label={themeSwitchLabel(mode)}
      title={themeSwitchTitle(mode)}
      data-theme-mode={mode}
      onClick={() => setMode(NEXT_THEME_MODE[mode])}
    >
      <Icon aria-hidden />
    </IconButton>
  );
}
