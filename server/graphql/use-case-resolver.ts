import type { RequestContext } from '../context';
import { withWireNames } from '../kernel';

/**
 * A resolver that is one use case: the field's arguments (spec §7's wire names) become its input,
 * refused fields go back under the argument names the client sent. Any schema's context will do
 * (/graphql's, or the content service's own endpoint's).
 */
export function useCaseResolver<T>(useCase: (ctx: RequestContext, input: unknown) => Promise<T>) {
  return (_root: unknown, args: object, ctx: RequestContext): Promise<T> => withWireNames({ ...args }, (input) => useCase(ctx, input));
}
