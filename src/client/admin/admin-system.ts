import { defineConfig } from '@chakra-ui/react';
import { alertSlotRecipe, checkboxSlotRecipe, progressSlotRecipe, segmentGroupSlotRecipe } from '@chakra-ui/react/theme';
import { systemWith } from '../lib/theme';

/**
 * The dashboard's Chakra system: the site's, plus the recipes of components only the dashboard renders,
 * which the public pages' first load need not carry. A component without its recipe renders unstyled
 * (an alert's icon filled the screen): `admin-system.unit.test.ts` checks every one imported.
 */
export const adminSystem = systemWith(
  defineConfig({
    theme: {
      slotRecipes: { alert: alertSlotRecipe, checkbox: checkboxSlotRecipe, progress: progressSlotRecipe, segmentGroup: segmentGroupSlotRecipe },
    },
  }),
);
