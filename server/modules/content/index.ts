// The content module's public surface (blog posts, tags, static pages, the content service and
// its blog client): adapters and other modules import from here only.
export type { Page, Post, PostSummary, Tag } from './content-records';
export { contentEndpoint, contentEndpointPath, contentReader, ContentServiceError, type ContentReader } from './content-reader';
export { isContentReadToken } from './content-read-token';
export { ensureSitePages } from './ensure-site-pages';
export { findPage, findPageInput } from './find-page';
export { findPost, findPostInput } from './find-post';
export { findTag, findTagInput } from './find-tag';
export { listContentUrls } from './list-content-urls';
export { listPages, listPagesInput } from './list-pages';
export { listPosts, listPostsInput, type PostList } from './list-posts';
export { listRelatedPosts, relatedPostsInput } from './list-related-posts';
export { savePage, savePageInput } from './save-page';
export { savePost, savePostInput } from './save-post';
// The admin area's editor (administrators only): every post and page, drafts too, a live preview
// and featured image uploads.
export { listEditablePages, listEditablePosts, type EditablePostRow } from './list-editable-content';
export { findEditablePage, findEditablePost } from './find-editable-content';
export { previewMarkdown } from './preview-markdown';
export { uploadContentImage } from './upload-content-image';
