// Uploaded images: what other modules and the server may use.
export { MediaEntity } from './media.entity';
export { MEDIA_MAX_BYTES } from './media.schema';
export { checkUpload, findMedia, loadMediaWithData, storeMedia, toMediaDto, UPLOAD_MESSAGES } from './media.service';
