// The content module's public surface (blog posts, tags, static pages, the content service and
// its blog client): adapters and other modules import from here only.
export type { Page, Post, PostSummary, Tag } from './content-records';
export type { ContentEndpoint } from './content-service';
// This server's own content store, as its content service endpoint (/content/graphql) answers it.
export { findPage } from './find-page';
export { findPost } from './find-post';
export { findTag } from './find-tag';
export { listPages } from './list-pages';
export { listPosts, type PostList } from './list-posts';
export { listRelatedPosts } from './list-related-posts';
export { isContentReadToken } from './is-content-read-token';
// The blog client: what the site's pages read, from the content service services.graphcms.endpoint
// names (this server's own by default, in process; an outside one over GraphQL). Same input and
// answers as the store's use cases above.
export { getContentEndpoint } from './get-content-endpoint';
export { readPage } from './read-page';
export { readPages } from './read-pages';
export { readPost } from './read-post';
export { readPosts } from './read-posts';
export { readRelatedPosts } from './read-related-posts';
export { readTag } from './read-tag';
export { listContentUrls } from './list-content-urls';
// Writes (administrators; the footer's pages at start by the server).
export { ensureSitePages } from './ensure-site-pages';
export { savePage } from './save-page';
export { savePost } from './save-post';
// The admin area's editor (administrators only): every post and page, drafts too, a live preview
// and featured image uploads.
export { listEditablePosts, type EditablePostRow } from './list-editable-posts';
export { listEditablePages } from './list-editable-pages';
export { findEditablePost } from './find-editable-post';
export { findEditablePage } from './find-editable-page';
export { previewMarkdown } from './preview-markdown';
export { uploadContentImage } from './upload-content-image';
