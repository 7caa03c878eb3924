import { useRouteLoaderData } from 'react-router';
import type { loader } from '../root';

export type RootData = Awaited<ReturnType<typeof loader>>;

/** The root loader's data (settings, header categories), or undefined when the root loader failed. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>('root');
}

type MetaMatch = { id: string; loaderData?: unknown } | undefined;

/** '{text} - {product}' for a page title, with the product name from the settings. */
export function titleWithProduct(matches: MetaMatch[], text: string): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  return `${text} - ${root?.appName ?? 'Ever After'}`;
}
