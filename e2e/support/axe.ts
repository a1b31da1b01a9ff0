// axe-core in the browser tests: the WCAG 2.0/2.1/2.2 A and AA rules and the best practices,
// at the two widths every page is held to (1280 and 390 px).
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export const WIDTHS = [
  { name: 'masaüstü', width: 1280, height: 900 },
  { name: 'telefon', width: 390, height: 844 },
] as const;

/** What a violation reports: the rule, and for each element its selector and its HTML. */
export interface Finding {
  where: string;
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

export function report(findings: Finding[]): string {
  return findings
    .map(
      (f) =>
        `${f.where}: ${f.rule} (${f.impact}) ${f.help}\n${f.nodes.map((n) => `    ${n}`).join('\n')}`,
    )
    .join('\n');
}

/** Runs axe on the page as it is and returns its violations, labelled with `where`. */
export async function audit(page: Page, where: string): Promise<Finding[]> {
  // A dialog fading in is still half transparent: its colours are judged once it is drawn.
  // Endless animations (the status dot's pulse, skeletons' shine) never end, so are left.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map((v) => ({
    where,
    rule: v.id,
    impact: v.impact ?? '',
    help: v.help,
    nodes: v.nodes.map(
      (n) => `${n.target.join(' ')}  ${n.html.replace(/\s+/g, ' ').slice(0, 160)}`,
    ),
  }));
}

/** The same open dialog audited at both widths; the page is left at the first one. */
export async function auditBothWidths(page: Page, where: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width: width.width, height: width.height });
    findings.push(...(await audit(page, `${where} @${width.width}`)));
  }
  await page.setViewportSize({ width: WIDTHS[0].width, height: WIDTHS[0].height });
  return findings;
}
