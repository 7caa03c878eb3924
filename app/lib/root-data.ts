import { useRouteLoaderData } from 'react-router';
// The root loader's own function (root.tsx's `loader` calls it): importing root.tsx here would tie
// every component that reads the root data into a circle with the root route.
import type { loadRoot } from '../root.server';

export type RootData = Awaited<ReturnType<typeof loadRoot>>;

/** The root loader's data (settings, header categories), or undefined when the root loader failed. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loadRoot>('root');
}

type MetaMatch = { id: string; loaderData?: unknown } | undefined;

/** '{text} - {product}' for a page title, with the product name from the settings. */
export function titleWithProduct(matches: MetaMatch[], text: string): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  return `${text} - ${root?.appName ?? 'Ever After'}`;
}
