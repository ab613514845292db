// Uploaded images: what other modules and the server may use.
export { MediaEntity, type Media } from './media.entity';
export { MEDIA_MAX_BYTES } from './media.schema';
export {
  readUpload,
  replaceMedia,
  resolveMediaAddress,
  storeMedia,
  toMediaDto,
  UPLOAD_MESSAGES,
  UPLOAD_STATUS,
  type MediaContent,
  type Upload,
} from './media.service';
export { pageMediaImages } from './media.page-images';
export { requireDescribedImages } from './media.described';
