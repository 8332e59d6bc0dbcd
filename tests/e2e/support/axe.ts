import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.1 levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Impacts that fail the check. */
const BLOCKING = new Set(['serious', 'critical']);

export type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * Serious and critical WCAG 2.1 A/AA violations on the page as it is now. Legacy mode runs axe in the page and its
 * (same-origin) frames in one pass; the default mode opens a blank page to merge each frame's results, and injects
 * axe a second time there, which doubled the cost of every screen.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
  return results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
}

const MAX_NODES = 6;

/** The first line of axe's "fix any of the following" summary, without the heading. */
function summaryOf(node: AxeViolation['nodes'][number]): string {
  const lines = (node.failureSummary ?? '').split('\n').map((line) => line.trim());
  return lines.filter((line) => line && !/^Fix (any|all) of the following:$/.test(line)).join(' / ');
}

/**
 * A readable report: one block per screen, one line per rule (impact, id, help), then each failing element
 * with its selector and what to fix (contrast: the measured ratio and the colours).
 */
export function formatViolations(screen: string, violations: readonly AxeViolation[]): string {
  if (!violations.length) return '';
  const lines = [`${screen}:`];
  for (const violation of violations) {
    lines.push(`  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} elements)`);
    for (const node of violation.nodes.slice(0, MAX_NODES)) {
      lines.push(`    ${node.target.join(' >> ')}`);
      lines.push(`      ${summaryOf(node)}`);
    }
    if (violation.nodes.length > MAX_NODES) lines.push(`    … and ${violation.nodes.length - MAX_NODES} more`);
  }
  return lines.join('\n');
}

/** The number of failing elements (the count a report compares before/after). */
export const countNodes = (violations: readonly AxeViolation[]): number =>
  violations.reduce((sum, violation) => sum + violation.nodes.length, 0);
