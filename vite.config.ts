import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  // The server bundle's entry is our Hono server, which imports React Router's build (STACK.md pitfall 1).
  environments: {
    ssr: { build: { rolldownOptions: { input: { main: './server/main.ts' } } } },
  },
});
