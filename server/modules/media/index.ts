// The media module's public surface (uploaded pictures: checks, renditions, storage): adapters and
// other modules import from here only.
export { renderAvatar } from './avatar-image';
export { removeStoredImage, storeImage } from './stored-images';
export { checkUploadedImage, ImageUploadError, isUploadedFile, type UploadedFile } from './uploaded-image';
