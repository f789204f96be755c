import { createTheme, type MantineColorsTuple } from '@mantine/core';

// Design tokens: the one place colours, radii, spacing and the type scale are chosen.

/** Brand colour, a slate indigo. Shade 7 is the filled-button colour in dark mode (white text passes AA). */
const quarry: MantineColorsTuple = [
  '#eef0ff',
  '#dde1fb',
  '#b9c1f2',
  '#939fe9',
  '#7382e1',
  '#5f6fdc',
  '#5365da',
  '#4455c2',
  '#3b4bae',
  '#2f409a',
];

/** SPEC §9: priority colours, high red, medium amber, low blue (Mantine colour names). */
export const priorityColors = {
  High: 'red',
  Medium: 'yellow',
  Low: 'blue',
} as const;

export const productName = 'Quarry';
export const productTagline = 'Ask your business data anything.';

// System fonts only: nothing is fetched from a font CDN at run time (DESIGN house rule 10).
const systemSans =
  'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';
const systemMono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

export const theme = createTheme({
  colors: { quarry },
  primaryColor: 'quarry',
  primaryShade: { light: 6, dark: 7 },
  defaultRadius: 'md',
  radius: {
    xs: '4px',
    sm: '6px',
    md: '8px',
    lg: '12px',
    xl: '16px',
  },
  spacing: {
    xs: '8px',
    sm: '12px',
    md: '16px',
    lg: '24px',
    xl: '32px',
  },
  fontFamily: systemSans,
  fontFamilyMonospace: systemMono,
  fontSizes: {
    xs: '12px',
    sm: '14px',
    md: '16px',
    lg: '18px',
    xl: '20px',
  },
  lineHeights: {
    xs: '1.4',
    sm: '1.45',
    md: '1.55',
    lg: '1.6',
    xl: '1.65',
  },
  headings: {
    fontFamily: systemSans,
    fontWeight: '650',
    sizes: {
      h1: { fontSize: '28px', lineHeight: '1.25' },
      h2: { fontSize: '22px', lineHeight: '1.3' },
      h3: { fontSize: '18px', lineHeight: '1.35' },
      h4: { fontSize: '16px', lineHeight: '1.4' },
    },
  },
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: {
      defaultProps: {
        size: 'md',
        // Mantine's default name ("Toggle password visibility") contains "password", which makes
        // getByLabel('Password') ambiguous in tests and reads oddly after the field's own label.
        visibilityToggleButtonProps: { 'aria-label': 'Show or hide typed text' },
      },
    },
    Tooltip: { defaultProps: { withArrow: true, openDelay: 150 } },
  },
});
