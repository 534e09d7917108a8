import { DEFAULT_THEME, luminance, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

/** WCAG AA for normal-size text. */
const AA = 4.5;
const WHITE = '#ffffff';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const { orange, gray } = resolved.colors;
const primaryShade = typeof resolved.primaryShade === 'number' ? resolved.primaryShade : resolved.primaryShade.light;
const lightVariables = cssVariablesResolver(resolved).light;

function contrast(first: string, second: string): number {
  const [lighter = 0, darker = 0] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

/** The palette colour a `var(--mantine-color-<name>-<shade>)` variable points at. */
function paletteColor(variable: string | undefined): string {
  const match = /^var\(--mantine-color-(\w+)-(\d)\)$/.exec(variable ?? '');
  const shades = match?.[1] ? resolved.colors[match[1]] : undefined;
  const color = shades?.[Number(match?.[2])];
  if (!color) throw new Error(`not a palette colour: ${String(variable)}`);
  return color;
}

describe('theme colours for text', () => {
  it('gives filled buttons a white label and links and prices an orange that read at AA', () => {
    const primary = orange[primaryShade];
    expect(contrast(WHITE, primary)).toBeGreaterThanOrEqual(AA);
    for (const background of [WHITE, gray[0], orange[0]]) {
      expect(contrast(primary, background)).toBeGreaterThanOrEqual(AA);
    }
  });

  it('keeps subtle and light orange buttons readable on white and on their own tint', () => {
    const text = paletteColor(lightVariables['--mantine-color-orange-light-color']);
    for (const background of [WHITE, orange[0], orange[1]]) {
      expect(contrast(text, background)).toBeGreaterThanOrEqual(AA);
    }
  });

  it('darkens dimmed text until it reads at AA on white, light grey and orange tints', () => {
    const dimmed = paletteColor(lightVariables['--mantine-color-dimmed']);
    for (const background of [WHITE, gray[0], orange[0]]) {
      expect(contrast(dimmed, background)).toBeGreaterThanOrEqual(AA);
    }
  });

  it('keeps the brand orange itself for tints and accents', () => {
    expect(orange[6]).toBe(DEFAULT_THEME.colors.orange[6]);
  });
});
