/**
 * Mantine's styles for the components this app uses, instead of all of @mantine/core/styles.css
 * (260 kB, render-blocking on every page). Using another Mantine component on every page? Add its
 * file here; one used by a few pages imports its file there (app/features/search/search-styles.ts).
 * The e2e screenshots show at once when one is missing.
 */
import '@mantine/core/styles/baseline.css';
// All of the theme's variables, light scheme only, made at build time (see theme-css.vite.ts).
import 'virtual:mantine-theme.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/VisuallyHidden.css';
