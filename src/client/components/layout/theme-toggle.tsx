import { IconButton } from '@chakra-ui/react';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useThemeMode } from '../../lib/theme-mode';
import type { ThemeMode } from '../../lib/theme-storage';

const NEXT: Record<ThemeMode, ThemeMode> = { light: 'dark', dark: 'system', system: 'light' };
const LABEL: Record<ThemeMode, string> = { light: 'Light', dark: 'Dark', system: 'System' };
const ICON = { light: Sun, dark: Moon, system: Monitor };

/** Cycles light → dark → system; the label says the current mode and what a click does. */
export function ThemeToggle({ color }: { color?: string }) {
  const { mode, setMode } = useThemeMode();
  const Icon = ICON[mode];
  return (
    <IconButton
      variant="ghost"
      size="sm"
      color={color}
      aria-label={`Colour theme: ${LABEL[mode]}. Switch to ${LABEL[NEXT[mode]]}`}
      title={`Theme: ${LABEL[mode]}`}
      data-theme-mode={mode}
      onClick={() => setMode(NEXT[mode])}
    >
      <Icon aria-hidden />
    </IconButton>
  );
}
