import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

// GitHub-flavoured markdown; raw HTML inside it is allowed through to the sanitiser, which decides.
const markdown = new Marked({ gfm: true, breaks: false });

/**
 * The allow-list for content HTML: text structure, links, images and tables. Everything else
 * (script, style, iframe, forms, event handlers, style attributes, javascript: and data: URLs) is
 * dropped. Headings start at h2: the page's title is its only h1.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'strong', 'em', 'b', 'i',
    'del', 's', 'sup', 'sub', 'abbr', 'code', 'pre', 'hr', 'br', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody',
    'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    abbr: ['title'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    h1: 'h2',
    // Links leaving the site do not hand it the opener or the referring page.
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? '') ? { ...attribs, rel: 'noopener noreferrer' } : { ...attribs, rel: '' },
    }),
    // Pictures in the body are below the title and the header image: never in the way of the first paint.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
};

/** Sanitises HTML from an author or from an outside content service. */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, options).replace(/ rel=""/g, '');
}

/** Markdown (with any inline HTML) to sanitised HTML. */
export function renderMarkdown(source: string): string {
  return sanitizeContentHtml(markdown.parse(source, { async: false }));
}
