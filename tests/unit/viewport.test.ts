import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// WCAG 1.4.4: a browser lets the user pinch-zoom; only a Telegram launch turns zoom off (src/platform/telegram.ts).
describe('index.html viewport', () => {
  const html = readFileSync('index.html', 'utf8');
  const viewports = [...html.matchAll(/<meta\s+name="viewport"\s+content="([^"]*)"/g)].map((match) => match[1]!);

  it('is one viewport meta for the device width, with the safe-area fit', () => {
    expect(viewports).toHaveLength(1);
    expect(viewports[0]).toContain('width=device-width');
    expect(viewports[0]).toContain('viewport-fit=cover');
  });

  it('does not forbid zooming', () => {
    expect(viewports[0]).not.toMatch(/user-scalable\s*=\s*(no|0)/);
    expect(viewports[0]).not.toMatch(/maximum-scale\s*=\s*1(\.0*)?(?![\d.])/);
  });
});
