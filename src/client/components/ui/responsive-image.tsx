import { Image, type ImageProps } from '@chakra-ui/react';
import { IMAGE_WIDTHS, isResizable, resizedImageUrl } from '../../../shared/resized-images';
import { useSiteInfo } from '../../lib/site-context';
import { mediaKeyOf } from '../../../shared/media-images';

type Props = Omit<ImageProps, 'src' | 'srcSet' | 'sizes' | 'htmlWidth' | 'htmlHeight'> & {
  src: string;
  /** The image's intrinsic proportions, as the width and height attributes that reserve its space before it loads. */
  htmlWidth: number;
  htmlHeight: number;
  /** How wide it is drawn, for the browser to choose a file: "128px", "(min-width: 62em) 33vw, 100vw". */
  sizes: string;
  /** The page's main image (its largest paint): fetched at once and first. */
  priority?: boolean;
};

/**
 * Every public image. One the site hosts (a raster under /images/ or /media/) gets a srcset of
 * resized, modern-format versions; SVGs and external addresses are used as they are. Below the
 * fold it loads lazily unless told otherwise. An uploaded image is shown as it is now (its address
 * after a replace, its own width and height) with its library alt text where the content gives no `alt` (empty or absent);
 * one marked decorative in the library is hidden from assistive technology (alt="", role none), whatever the content says.
 */
export function ResponsiveImage({ src: given, htmlWidth, htmlHeight, sizes, priority = false, loading, alt, ...rest }: Props) {
  const { imagesVersion, media } = useSiteInfo();
  const key = mediaKeyOf(given);
  const upload = key ? media?.[key] : undefined;
  const src = upload?.url ?? given;
  const resizable = isResizable(src);
  return (
    <Image
      src={resizable ? resizedImageUrl(src, 960, imagesVersion) : src}
      srcSet={resizable ? IMAGE_WIDTHS.map((width) => `${resizedImageUrl(src, width, imagesVersion)} ${width}w`).join(', ') : undefined}
      sizes={resizable ? sizes : undefined}
      htmlWidth={upload?.width ?? htmlWidth}
      htmlHeight={upload?.height ?? htmlHeight}
      alt={upload?.decorative ? '' : alt || upload?.alt || ''}
      role={upload?.decorative ? 'none' : undefined}
      loading={priority ? 'eager' : (loading ?? 'lazy')}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      {...rest}
    />
  );
}
