// The media module's public surface (pictures: uploads, stored files, resized copies, the drawn
// default, hero and demo pictures; uploaded documents checked by content). It owns no tables:
// adapters and other modules import from here only.
export { avatarSide, renderAvatar } from './avatar-image';
export { defaultImageName, ensureDefaultImage } from './default-image';
export { renderBlogImage, renderDefaultImage, renderServiceImage, type BlogMotif } from './drawings';
export { categoryBannerUrl, ensureHeroImages, heroImages } from './hero-images';
export { createImageResizer, imageCacheDirOf, isResizeWidth, resizeWidths, type ResizeWidth } from './resize-image';
export { removeStoredImage, storedUploadKey, storeImage } from './stored-images';
export { checkUploadedDocument, type UploadedDocument } from './uploaded-document';
export { checkUploadedImage, isUploadedFile, reencodeImage, type UploadedFile, type UploadedImage } from './uploaded-image';
