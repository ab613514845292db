import { Image } from '@chakra-ui/react';
import { useSiteSettings } from '../../lib/site-context';

/** The company logo in the variant that reads on the current theme (light background → light logo): <AdminLogo />. */
export function AdminLogo({ height = 32 }: { height?: number }) {
  const settings = useSiteSettings();
  const width = height * 5;
  const size = { alt: settings.company.name, htmlWidth: width, htmlHeight: height, height: `${height}px`, width: `${width}px` };
  return (
    <>
      <Image src={settings.logo.light} {...size} _dark={{ display: 'none' }} />
      <Image src={settings.logo.dark} {...size} display="none" _dark={{ display: 'block' }} />
    </>
  );
}
