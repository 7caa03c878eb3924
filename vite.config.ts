import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { mantineThemeCss } from './app/styles/theme-css.vite.ts';
import { sharedByCouplePages } from './vite.chunks.ts';

export default defineConfig({
  plugins: [reactRouter(), mantineThemeCss()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  // The server bundle's entry is our Hono server, which imports React Router's build (STACK.md pitfall 1).
  environments: {
    ssr: { build: { rolldownOptions: { input: { main: './server/main.ts' } } } },
    // React, React DOM and React Router in one file: every page needs all of them, and a dozen small
    // files cost a first visit more round trips on HTTP/1.1 than one file of the same bytes.
    client: {
      build: {
        rolldownOptions: {
          // A feature's components and its index.ts declare things, nothing more: a page that imports
          // one thing from a feature's index.ts gets that thing (and its styles), not the whole
          // feature. (Its .ts files may be there for their side effects, like search-styles.ts.)
          treeshake: { moduleSideEffects: [{ test: /[\\/]app[\\/]features[\\/](.+\.tsx|[^\\/]+[\\/]index\.ts)$/, sideEffects: false }] },
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/ },
                // Only what the root or three couple-facing pages use: a component one page uses (the
                // search page's modal and sliders) stays in that page's chunk, and the admin area's and
                // vendors' tables, badges and switches stay on their pages (vite.chunks.ts).
                {
                  name: sharedByCouplePages('ui', 3),
                  test: /node_modules[\\/](@mantine[\\/](core|hooks)|@tabler[\\/]icons-react|clsx)[\\/]/,
                  minShareCount: 3,
                },
                // Small pieces of our own that several couple-facing pages share (the chrome's notices and
                // auth popup opener, cards, carousels, pictures, paths, formatting): one file instead of one
                // request each. The dashboards' chart and the back office's form parts stay out.
                {
                  name: sharedByCouplePages('shared', 2),
                  test: /[\\/]app[\\/](components|lib|features[\\/]catalog[\\/]service-(card|carousel)|features[\\/]content[\\/](post-card|content-paths)|features[\\/]accounts[\\/](auth-popup-context|needs-sign-in-link))[\\/.]/,
                  minShareCount: 2,
                },
              ],
            },
          },
        },
      },
    },
  },
});
