import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Dusty rose (#B5838D is shade 6). Text and white-on-fill use shades 8–9 for WCAG AA contrast.
const rose: MantineColorsTuple = [
  '#fbf3f4', '#f3e3e6', '#e8c9cf', '#dcaeb7', '#cf96a2', '#c48c97', '#b5838d', '#9d6b76', '#85565f', '#6d434c',
];
// Sage (#8A9A86 is shade 5), the quiet second colour for badges such as "Verified".
const sage: MantineColorsTuple = [
  '#f3f5f2', '#e3e8e1', '#c9d2c6', '#aebbaa', '#99a995', '#8a9a86', '#7a8a76', '#65735f', '#505c4c', '#3d473a',
];
const ink: MantineColorsTuple = [
  '#f6f5f3', '#e8e6e2', '#cfccc6', '#b3afa8', '#8f8a83', '#77726b', '#5f5b55', '#4a4743', '#38362f', '#2b2a28',
];

/** Breakpoints of spec §9 in em: SM 576, MD 768, LG 992, XL 1330. */
export const theme = createTheme({
  colors: { rose, sage, ink },
  primaryColor: 'rose',
  primaryShade: 8,
  black: '#2B2A28',
  white: '#FFFFFF',
  fontFamily: '"Inter Variable", "Inter Fallback", "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: '"Cormorant Garamond", Georgia, "Times New Roman", serif',
    fontWeight: '600',
    sizes: {
      h1: { fontSize: 'clamp(2.25rem, 5vw, 3.5rem)', lineHeight: '1.1' },
      h2: { fontSize: 'clamp(1.75rem, 3.5vw, 2.5rem)', lineHeight: '1.15' },
      h3: { fontSize: '1.5rem', lineHeight: '1.25' },
    },
  },
  breakpoints: { xs: '20em', sm: '36em', md: '48em', lg: '62em', xl: '83.125em' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  other: { contentWidth: 1120 },
});

/** Ivory page, ink text and soft charcoal secondary text of DESIGN.md. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: { '--ea-content-width': '1120px' },
  light: {
    '--mantine-color-body': '#FBF8F3',
    '--mantine-color-text': '#2B2A28',
    '--mantine-color-dimmed': '#5F5B55',
    '--mantine-color-anchor': '#85565f',
    // Mantine's gray-5 placeholders fall short of AA contrast on white.
    '--mantine-color-placeholder': '#6B665F',
  },
  dark: {},
});
