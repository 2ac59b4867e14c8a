// Issue 44: the field summary of each merchant (sandbox/field-summary.ts) as the Markdown table that
// `npm run field:report` prints for ops and CI.
import type { FieldSummary } from '../../sandbox/field-summary';
import { VITAL_NAMES, type VitalName } from '../../src/lib/field/report';

const vital = (name: VitalName, value: number | undefined) =>
  value === undefined ? '-' : name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;

/** A table cell: one line, no pipe, at most `max` characters. */
const cell = (text: string, max = 80) => {
  const flat = text.replace(/\s+/g, ' ').replaceAll('|', '\\|');
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** One row a merchant: page views, errors, its most frequent error, the p75 of each vital. */
export function fieldTable(summaries: { code: string; summary: FieldSummary }[]): string {
  const head = ['merchant', 'page views', 'errors', 'top error', ...VITAL_NAMES.map((name) => `${name} p75`)];
  const rows = summaries.map(({ code, summary }) => {
    const top = summary.topErrors[0];
    return [
      code,
      String(summary.pageViews),
      String(summary.errorCount),
      top
        ? cell(`${top.count}x ${top.kind}: ${top.message} (${top.routes.join(', ')}; ${top.engines.join(', ')})`)
        : '-',
      ...VITAL_NAMES.map((name) => vital(name, summary.p75[name])),
    ];
  });
  return [head, head.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');
}
