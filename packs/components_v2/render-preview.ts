import { TYPE_NAMES } from './validation/component-types.js';
import { isObject } from './validation/issues.js';

/** A plain-text sketch of a Components V2 tree: one line per component, children indented. Never throws. */

const BUTTON_STYLES: Readonly<Record<number, string>> = { 1: 'primary', 2: 'secondary', 3: 'success', 4: 'danger', 5: 'link', 6: 'premium' };
const INDENT = '  ';
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const clip = (s: string, max = 120) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);
const hex = (n: unknown) => (typeof n === 'number' ? ` #${n.toString(16).padStart(6, '0').toUpperCase()}` : '');

function button(node: Record<string, unknown>): string {
  const style = BUTTON_STYLES[node.style as number] ?? `style ${String(node.style)}`;
  const emoji = isObject(node.emoji) && typeof node.emoji.name === 'string' ? `${node.emoji.name} ` : '';
  const label = `${emoji}${str(node.label)}`.trim() || '(no label)';
  const target = node.style === 5 ? ` -> ${str(node.url)}` : node.style === 6 ? ` sku=${str(node.sku_id)}` : ` id=${str(node.custom_id)}`;
  return `[ ${label} ] (${style} button${target})${node.disabled === true ? ' disabled' : ''}`;
}

function select(node: Record<string, unknown>): string {
  const kind = TYPE_NAMES[node.type as number]!.replace(' select', '');
  const options = Array.isArray(node.options) ? `: ${node.options.map((o) => (isObject(o) ? str(o.label) : '?')).join(' | ')}` : '';
  const placeholder = str(node.placeholder) ? ` "${str(node.placeholder)}"` : '';
  return `<${kind} select${placeholder} id=${str(node.custom_id)}${options}>`;
}

function render(node: unknown, depth: number, lines: string[], prefix = ''): void {
  const pad = INDENT.repeat(depth) + prefix;
  if (!isObject(node)) return void lines.push(`${pad}(not a component)`);
  const children = Array.isArray(node.components) ? node.components : [];
  switch (node.type) {
    case 17:
      lines.push(`${pad}[container${hex(node.accent_color)}${node.spoiler === true ? ' spoiler' : ''}]`);
      children.forEach((c) => render(c, depth + 1, lines));
      return;
    case 9:
      lines.push(`${pad}[section]`);
      children.forEach((c) => render(c, depth + 1, lines));
      if (node.accessory !== undefined) render(node.accessory, depth + 1, lines, 'accessory: ');
      return;
    case 1:
      lines.push(`${pad}[action row]`);
      children.forEach((c) => render(c, depth + 1, lines));
      return;
    case 10: {
      const [first = '', ...rest] = str(node.content).split('\n');
      lines.push(`${pad}text: ${clip(first)}`);
      for (const line of rest) lines.push(`${INDENT.repeat(depth)}${' '.repeat(prefix.length)}    | ${clip(line)}`);
      return;
    }
    case 2:
      return void lines.push(`${pad}${button(node)}`);
    case 3: case 5: case 6: case 7: case 8:
      return void lines.push(`${pad}${select(node)}`);
    case 11:
      return void lines.push(`${pad}[thumbnail ${isObject(node.media) ? str(node.media.url) : '?'}]${node.spoiler === true ? ' spoiler' : ''}`);
    case 12: {
      const items = Array.isArray(node.items) ? node.items : [];
      lines.push(`${pad}[media gallery: ${items.length} item(s)]`);
      for (const item of items) {
        const url = isObject(item) && isObject(item.media) ? str(item.media.url) : '?';
        const desc = isObject(item) && typeof item.description === 'string' ? ` "${clip(item.description, 60)}"` : '';
        lines.push(`${INDENT.repeat(depth + 1)}- ${url}${desc}${isObject(item) && item.spoiler === true ? ' spoiler' : ''}`);
      }
      return;
    }
    case 13:
      return void lines.push(`${pad}[file ${isObject(node.file) ? str(node.file.url) : '?'}]`);
    case 14: {
      const size = node.spacing === 2 ? 'large' : 'small';
      return void lines.push(`${pad}${node.divider === false ? `(${size} space)` : `---------- (${size} spacing)`}`);
    }
    default:
      return void lines.push(`${pad}[unknown type ${JSON.stringify(node.type)}]`);
  }
}

export function renderPreview(components: readonly unknown[]): string {
  const lines: string[] = [];
  for (const node of components) render(node, 0, lines);
  return lines.join('\n');
}
