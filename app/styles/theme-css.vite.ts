import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from '../theme.ts';

const themeCssId = 'virtual:mantine-theme.css';
const resolvedId = `\0${themeCssId}`;

// The site is light only (the root forces it): the dark scheme's variables would be dead weight.
const darkScheme = /:root\[data-mantine-color-scheme="dark"\][^{]*\{[^}]*\}/g;

/**
 * Every CSS variable of the theme and Mantine's breakpoint classes as a stylesheet of the build
 * (`import 'virtual:mantine-theme.css'`, in place of Mantine's default-css-variables.css), made
 * once by rendering the provider here. MantineProvider would otherwise merge and print the theme's
 * variables, 10 kB, into every page it renders on the server, and again when the page hydrates; the
 * root renders it with `withCssVariables` and `withGlobalClasses` off.
 */
export function mantineThemeCss(): Plugin {
  return {
    name: 'ever-after:mantine-theme-css',
    resolveId: (source) => (source === themeCssId ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      const markup = renderToStaticMarkup(createElement(MantineProvider, { theme, cssVariablesResolver, forceColorScheme: 'light', deduplicateCssVariables: false }));
      const styles = [...markup.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
      if (styles.length !== 2) throw new Error(`${themeCssId}: expected Mantine's two style tags, found ${styles.length}`);
      return styles.join('\n').replace(darkScheme, '');
    },
  };
}
