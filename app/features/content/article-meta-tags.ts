import type { MetaDescriptor } from 'react-router';
import type { Post } from '../../../server/modules/content';
import { titleWithProduct } from '~/lib/root-data';
import { articlePath } from './content-paths';

type MetaMatches = Parameters<typeof titleWithProduct>[0];

/** Title, description, canonical link, Open Graph and a schema.org BlogPosting for an article. */
export function articleMetaTags(matches: MetaMatches, post: Post, origin: string): MetaDescriptor[] {
  const url = `${origin}${articlePath(post.slug)}`;
  const image = post.featuredImage ?? post.thumbnail;
  const imageUrl = image ? `${origin}${image}?w=700` : null;
  const published = post.publishedAt ?? post.updatedAt;
  return [
    { title: titleWithProduct(matches, post.title) },
    { name: 'description', content: post.excerpt },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: post.title },
    { property: 'og:description', content: post.excerpt },
    { property: 'og:url', content: url },
    { property: 'article:published_time', content: published },
    { property: 'article:modified_time', content: post.updatedAt },
    ...post.tags.map((tag) => ({ property: 'article:tag', content: tag.name })),
    ...(imageUrl ? [{ property: 'og:image', content: imageUrl }] : []),
    { name: 'twitter:card', content: imageUrl ? 'summary_large_image' : 'summary' },
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        '@id': url,
        mainEntityOfPage: url,
        headline: post.title,
        description: post.excerpt,
        author: { '@type': 'Person', name: post.author },
        datePublished: published,
        dateModified: post.updatedAt,
        keywords: post.tags.map((tag) => tag.name).join(', '),
        ...(imageUrl ? { image: [imageUrl] } : {}),
      },
    },
  ];
}
