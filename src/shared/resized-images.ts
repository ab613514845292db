/**
 * Images the site hosts (files under /images/ and uploads under /media/{id}/{name}) are served
 * resized at /img/{width}/{path}, in AVIF, WebP or JPEG as the browser accepts. Only these widths
 * exist, so nobody can make the server render arbitrary sizes.
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const RESIZED_IMAGE_PREFIX = '/img';

const HOSTED = /^\/(images|media)\/[^?#]+$/;
// Vector images scale by themselves; GIFs may be animated: both are served as they are.
const PASSED_THROUGH = /\.(svg|gif)$/i;

/** Whether the server can serve this image address resized (external URLs and SVGs are left alone). */
export const isResizable = (src: string) => HOSTED.test(src) && !PASSED_THROUGH.test(src);

/**
 * The address of `src` at `width`. Files under /images/ carry the build's images version, which
 * makes the address change with the content, so it can be cached for good like a media id.
 */
export function resizedImageUrl(src: string, width: ImageWidth, imagesVersion?: string) {
  const version = src.startsWith('/images/') && imagesVersion ? `?v=${imagesVersion}` : '';
  return `${RESIZED_IMAGE_PREFIX}/${width}${src}${version}`;
}
