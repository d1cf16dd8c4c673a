/** A fenced shell example the docs mark as runnable, with where it is, for failure messages. */
export interface RunnableBlock {
  file: string;
  line: number;
  script: string;
}

const FENCE = /^(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/;
const MARKER = /^<!--\s*runnable\s*-->$/;

/**
 * The `sh` blocks of a Markdown text that are marked runnable: an info string of `sh runnable`, or a
 * `<!-- runnable -->` comment on the line before the fence (invisible once rendered).
 */
export function runnableBlocks(file: string, markdown: string): RunnableBlock[] {
  const lines = markdown.split('\n');
  const blocks: RunnableBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]!.trim());
    if (!open) continue;
    const close = lines.findIndex((line, j) => j > i && line.trim().startsWith(open[1]!) && line.trim().replace(/[`~]/g, '') === '');
    const end = close < 0 ? lines.length : close;
    const isShell = ['sh', 'bash', 'shell'].includes(open[2]!);
    const marked = /\brunnable\b/.test(open[3]!) || MARKER.test(lines[i - 1]?.trim() ?? '');
    if (isShell && marked) blocks.push({ file, line: i + 1, script: lines.slice(i + 1, end).join('\n') });
    i = end;
  }
  return blocks;
}
