import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { ReactNode } from 'react';
import type { SiteSettings } from '../../modules/settings/settings.schema';
import { SiteInfoContext, SiteSettingsContext, type SiteInfo } from './site-context';
import { system as fullSystem } from './theme';

export type SiteProviderProps = {
  emotionCache: EmotionCache;
  siteInfo: SiteInfo;
  settings: SiteSettings;
  /** Islands pass `islandSystem`: the page already carries the global CSS. */
  system?: typeof fullSystem;
  children: ReactNode;
};

/** What every React root renders in: emotion's style cache, Chakra's system, the request's site info and brand content. */
export function SiteProviders({ emotionCache, siteInfo, settings, system = fullSystem, children }: SiteProviderProps) {
  return (
    <CacheProvider value={emotionCache}>
      <ChakraProvider value={system}>
        <SiteInfoContext.Provider value={siteInfo}>
          <SiteSettingsContext.Provider value={settings}>{children}</SiteSettingsContext.Provider>
        </SiteInfoContext.Provider>
      </ChakraProvider>
    </CacheProvider>
  );
}
