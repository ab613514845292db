import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { MediaEntity, resolveMediaAddress } from '../../modules/media';
import { IMAGE_WIDTHS, RESIZED_IMAGE_PREFIX } from '../../shared/resized-images';
import { LruCache } from '../lib/lru-cache';
import type { Context } from '../trpc/context';
import { errorEnvelope } from './error-envelope';

type Image = { bytes: Buffer; contentType: string };
/**
 * `key` names the content (a media hash, or a file and the images version), `immutable` says the
 * URL does too, and `load` reads the bytes, which a cached result never needs.
 */
type Source = { key: string; contentType: string; immutable: boolean; load: () => Promise<Buffer | null> };

const IMMUTABLE = 'public, max-age=31536000, immutable';
// An unversioned public image may change with the next deployment.
const REVALIDATE = 'public, max-age=300';
const CACHE_BYTES = 64 * 1024 * 1024;
// A small file can still decode to gigabytes of pixels; larger sources are served as they are.
const MAX_INPUT_PIXELS = 50_000_000;

const FILE_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
};
// Vector images scale by themselves and GIFs may be animated: both leave as they came.
const PASSED_THROUGH = new Set(['image/svg+xml', 'image/gif']);

/** The modern format the browser accepts, best first; without one it gets JPEG, or PNG when transparent. */
type ModernFormat = 'avif' | 'webp';
const modernFormat = (accept: string): ModernFormat | null => (/\bimage\/avif\b/.test(accept) ? 'avif' : /\bimage\/webp\b/.test(accept) ? 'webp' : null);

async function resize(source: Image, width: number, modern: ModernFormat | null): Promise<Image> {
  const image = sharp(source.bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const { hasAlpha = false } = await image.metadata();
  const format = modern ?? (hasAlpha ? 'png' : 'jpeg');
  const resized = image.resize({ width, withoutEnlargement: true });
  const encoded =
    format === 'avif'
      ? resized.avif({ quality: 55, effort: 2 })
      : format === 'webp'
        ? resized.webp({ quality: 78 })
        : format === 'png'
          ? resized.png({ compressionLevel: 9 })
          : resized.jpeg({ quality: 80, mozjpeg: true });
  return { bytes: await encoded.toBuffer(), contentType: `image/${format}` };
}

type Options = { clientDir: string; imagesVersion: () => Promise<string>; createContext: (req: FastifyRequest) => Context };

/**
 * GET /img/{width}/images/… and /img/{width}/media/{key}/{hash}/{name}: an image the site hosts, at one
 * of IMAGE_WIDTHS, in the best format the Accept header allows (Vary: Accept). Results are kept
 * in memory up to CACHE_BYTES; external images are never fetched.
 */
export function registerImageRoutes(app: FastifyInstance, { clientDir, imagesVersion, createContext }: Options) {
  const imagesDir = path.join(clientDir, 'images');
  const cache = new LruCache<Image>({ maxBytes: CACHE_BYTES, sizeOf: (image) => image.bytes.length });
  const inFlight = new Map<string, Promise<Image | null>>();

  async function loadPublicFile(relative: string, requestedVersion: unknown): Promise<Source | null> {
    const file = path.resolve(imagesDir, relative);
    const contentType = FILE_TYPES[path.extname(file).toLowerCase()];
    if (!contentType || !file.startsWith(imagesDir + path.sep)) return null;
    const bytes = await readFile(file).catch(() => null);
    if (!bytes) return null;
    const current = await imagesVersion();
    return { contentType, key: `images/${relative}@${current}`, immutable: requestedVersion === current, load: async () => bytes };
  }

  /** An upload at its current address; a replaced one's old address is `moved` to the new. */
  async function loadMedia(request: FastifyRequest, [key = '', hash = '', filename = '']: string[]): Promise<Source | { moved: string } | null> {
    const em = createContext(request).em;
    const found = await resolveMediaAddress(em, { key, hash, filename });
    if (found.kind === 'missing') return null;
    if (found.kind === 'moved') return { moved: found.url };
    const { media } = found;
    const load = async () => {
      const data = (await em.findOne(MediaEntity, { id: media.id }, { populate: ['data'] }))?.data;
      return data ? Buffer.from(data.buffer, data.byteOffset, data.byteLength) : null;
    };
    return { contentType: media.contentType, key: `media/${media.sha256}`, immutable: true, load };
  }

  async function resizeSource(source: Source, width: number, modern: ModernFormat | null, request: FastifyRequest): Promise<Image | null> {
    const bytes = await source.load();
    if (!bytes) return null;
    try {
      const image = await resize({ bytes, contentType: source.contentType }, width, modern);
      cache.set(`${source.key}|${width}|${modern ?? 'fallback'}`, image);
      return image;
    } catch (err) {
      // An upload sharp cannot read still shows, at its own size.
      request.log.warn({ err, image: source.key }, 'image could not be resized; serving the original');
      return { bytes, contentType: source.contentType };
    }
  }

  function resizedOnce(source: Source, width: number, accept: string, request: FastifyRequest): Promise<Image | null> {
    const modern = modernFormat(accept);
    const key = `${source.key}|${width}|${modern ?? 'fallback'}`;
    const cached = cache.get(key);
    if (cached) return Promise.resolve(cached);
    let pending = inFlight.get(key);
    if (!pending) {
      pending = resizeSource(source, width, modern, request).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  app.get<{ Params: { width: string; '*': string }; Querystring: { v?: string } }>(`${RESIZED_IMAGE_PREFIX}/:width/*`, async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    const width = Number(request.params.width);
    if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) {
      return reply
        .code(400)
        .header('cache-control', 'no-store')
        .send(errorEnvelope(400, `Width must be one of ${IMAGE_WIDTHS.join(', ')}`));
    }
    const [area, ...rest] = request.params['*'].split('/');
    const source =
      area === 'images' && !rest.includes('..')
        ? await loadPublicFile(rest.join('/'), request.query.v)
        : area === 'media' && rest.length === 3
          ? await loadMedia(request, rest)
          : null;
    if (!source) return reply.code(404).header('cache-control', 'no-store').send(errorEnvelope(404, 'Image not found'));
    if ('moved' in source) return reply.header('cache-control', 'no-cache').redirect(`${RESIZED_IMAGE_PREFIX}/${width}${source.moved}`, 302);

    const image = PASSED_THROUGH.has(source.contentType)
      ? await source.load().then((bytes) => bytes && { bytes, contentType: source.contentType })
      : await resizedOnce(source, width, request.headers.accept ?? '', request);
    if (!image) return reply.code(404).header('cache-control', 'no-store').send(errorEnvelope(404, 'Image not found'));
    if (!PASSED_THROUGH.has(source.contentType)) reply.header('vary', 'Accept');
    return reply
      .header('cache-control', source.immutable ? IMMUTABLE : REVALIDATE)
      .type(image.contentType)
      .send(image.bytes);
  });
}
