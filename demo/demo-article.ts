import type { BlogMotif } from '../server/media';

/** A demo inspiration article, written for this product; `motif` chooses its generated pictures. */
export type DemoArticle = {
  slug: string;
  title: string;
  author: string;
  excerpt: string;
  tags: string[];
  motif: BlogMotif;
  body: string;
};
