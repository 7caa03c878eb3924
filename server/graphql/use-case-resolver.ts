import type { HttpRequestContext, RequestContext } from '../context';
import { withWireNames } from '../modules/platform';

/**
 * A resolver that is one use case: the field's arguments (spec §7's wire names) become its input,
 * refused fields go back under the argument names the client sent.
 */
export function useCaseResolver<T>(useCase: (ctx: RequestContext, input: unknown) => Promise<T>) {
  return (_root: unknown, args: object, ctx: HttpRequestContext): Promise<T> => withWireNames({ ...args }, (input) => useCase(ctx, input));
}
