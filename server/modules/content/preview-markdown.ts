import { z } from 'zod';
import type { RequestContext } from '../../context';
import { parseInput, requireAdministrator } from '../../kernel';
import { renderMarkdown } from './render-content';

export const previewMarkdownInput = z.object({ contentMarkdown: z.string().max(200_000, 'The text may be at most 200,000 characters.').default('') });

/** The editor's live preview: markdown rendered and sanitised exactly as saving would. */
export async function previewMarkdown(ctx: RequestContext, input: unknown): Promise<{ html: string }> {
  const { contentMarkdown } = parseInput(previewMarkdownInput, input);
  requireAdministrator(ctx.viewer);
  return { html: renderMarkdown(contentMarkdown) };
}
