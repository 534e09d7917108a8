import { Badge, createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/**
 * Mantine's orange with the dark end made readable: shades 0–6 are Mantine's own (tints,
 * borders and the brand's #fd7e14), 7 is Mantine's 8, and 8–9 are deeper oranges that keep
 * WCAG AA (4.5:1) for small text on white, on gray.0 and on the orange.1 of light buttons,
 * and for white text on a filled button. Mantine's 8 and 9 reach at most 4.3:1.
 */
const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#e8590c',
  '#b93c0b', // 5.7:1 on white, 4.8:1 on orange.1
  '#9a3412', // 7.3:1 on white
];

export const theme = createTheme({
  primaryColor: 'orange',
  // Filled buttons, links and `c="orange"` text use the readable shade.
  primaryShade: 8,
  colors: { orange },
  defaultRadius: 'md',
  components: {
    // A status is never cut to "UNDER R…": a badge is as wide as its words, and wraps onto a
    // second line (growing taller) when its cell is narrower than that.
    Badge: Badge.extend({
      styles: {
        root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%', flexShrink: 0 },
        label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', textAlign: 'center', lineHeight: 1.25 },
      },
    }),
  },
});

/**
 * Text colours Mantine derives from the palette, made readable in the light scheme (the only
 * one the shop uses): dimmed grey goes from gray.6 (3.3:1 on white) to gray.7, and subtle and
 * light orange buttons use shade 8, bright enough to stay orange, instead of the brownish 9.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-orange-light-color': 'var(--mantine-color-orange-8)',
  },
  dark: {},
});
