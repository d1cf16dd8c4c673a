import { ALLOWED_AT, ComponentKind as K, IS_COMPONENTS_V2, LIMITS, SELECT_TYPES, TYPE_NAMES, type Placement } from './component-types.js';
import { checkActionRow, checkButton, checkSelect } from './interactive-rules.js';
import { formatPath, isObject, isPresent, IssueSink, type ComponentIssue, type PathSegment } from './issues.js';
import { checkContainer, checkFile, checkMediaGallery, checkSection, checkSeparator, checkTextDisplay, checkThumbnail } from './layout-rules.js';

/** Why a type is not allowed where it stands, with the code the catalog names for the common cases. */
function misplaced(type: number, placement: Placement): { code: string; message: string; fix_hint?: string } {
  const name = TYPE_NAMES[type]!;
  if (type === K.THUMBNAIL) return { code: 'THUMBNAIL_STANDALONE', message: 'A thumbnail can only be the accessory of a section.', fix_hint: 'Wrap it: {type: 9, components: [text...], accessory: <thumbnail>}, or use a media gallery.' };
  if (type === K.CONTAINER && placement === 'container') return { code: 'CONTAINER_IN_CONTAINER', message: 'Containers cannot be nested.', fix_hint: 'Move the inner container to the top level.' };
  if (placement === 'accessory') return { code: 'INVALID_ACCESSORY', message: `A section accessory must be a thumbnail (11) or a button (2), not a ${name}.` };
  if (type === K.TEXT_INPUT) return { code: 'TEXT_INPUT_IN_MESSAGE', message: 'Text inputs exist only in modals, not in messages.' };
  if (placement === 'section') return { code: 'INVALID_PARENT', message: `A section holds only text displays (type 10), not a ${name}.` };
  if (type === K.BUTTON || SELECT_TYPES.has(type)) return { code: 'INVALID_PARENT', message: `A ${name} must be inside an action row (type 1).`, fix_hint: 'Wrap it: {type: 1, components: [...]}.' };
  if (placement === 'action_row') return { code: 'INVALID_PARENT', message: `An action row holds only buttons and select menus, not a ${name}.` };
  return { code: 'INVALID_PARENT', message: `A ${name} is not allowed ${placement === 'message' ? 'at the top level' : `inside a ${placement.replace('_', ' ')}`}.` };
}

function walk(sink: IssueSink, node: unknown, path: PathSegment[], placement: Placement): void {
  if (!isObject(node)) return sink.add(path, 'NOT_AN_OBJECT', 'Each component must be an object with a numeric type.');
  const type = node.type;
  if (typeof type !== 'number' || !(type in TYPE_NAMES)) {
    return sink.add([...path, 'type'], 'UNKNOWN_TYPE', `Unknown component type ${JSON.stringify(type)}.`, 'Use 1, 2, 3, 5-14 or 17.');
  }
  sink.componentCount += 1;
  if (!ALLOWED_AT[placement].has(type)) {
    const { code, message, fix_hint } = misplaced(type, placement);
    sink.add(path, code, message, fix_hint);
  }
  if (isPresent(node.id)) {
    const id = node.id;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 0 || id > LIMITS.maxComponentId) sink.add([...path, 'id'], 'INVALID_FIELD', 'id must be a non-negative 32-bit integer.');
    else if (sink.numericIds.has(id)) sink.add([...path, 'id'], 'DUPLICATE_ID', `Component id ${id} is already used in this message.`);
    else sink.numericIds.set(id, path);
  }
  const visit = (child: unknown, at: PathSegment[], where: Placement) => walk(sink, child, at, where);
  switch (type) {
    case K.ACTION_ROW: return checkActionRow(node, path, sink, visit);
    case K.BUTTON: return checkButton(node, path, sink);
    case K.SECTION: return checkSection(node, path, sink, visit);
    case K.TEXT_DISPLAY: return checkTextDisplay(node, path, sink);
    case K.THUMBNAIL: return checkThumbnail(node, path, sink);
    case K.MEDIA_GALLERY: return checkMediaGallery(node, path, sink);
    case K.FILE: return checkFile(node, path, sink);
    case K.SEPARATOR: return checkSeparator(node, path, sink);
    case K.CONTAINER: return checkContainer(node, path, sink, visit);
    case K.TEXT_INPUT: return;
    default: return checkSelect(node, type, path, sink);
  }
}

export interface ValidationReport {
  issues: ComponentIssue[];
  /** Every component, nested ones included (Discord's 40-component budget). */
  componentCount: number;
  textLength: number;
}

/**
 * Checks a Components V2 message's `components` array against Discord's documented rules.
 * `root` is where the array sits (the top level of a message by default, `container` for a builder's children).
 */
export function validateComponents(components: unknown, options: { root?: PathSegment[]; placement?: Placement } = {}): ValidationReport {
  const sink = new IssueSink();
  const root = options.root ?? ['components'];
  if (!Array.isArray(components) || components.length === 0) {
    sink.add(root, 'EMPTY', 'A Components V2 message needs at least one component.');
    return { issues: sink.issues, componentCount: 0, textLength: 0 };
  }
  components.forEach((node, i) => walk(sink, node, [...root, i], options.placement ?? 'message'));
  if (sink.componentCount > LIMITS.totalComponents)
    sink.add(root, 'OVER_40', `The message has ${sink.componentCount} components (nested ones count); Discord allows ${LIMITS.totalComponents}.`, 'Remove components or split the layout over two messages.');
  if (sink.textLength > LIMITS.textDisplayTotal)
    sink.add(root, 'TEXT_TOTAL_OVER_4000', `Text displays hold ${sink.textLength} characters in total; Discord allows ${LIMITS.textDisplayTotal} per message.`, 'Shorten the text or split it over two messages.');
  return { issues: sink.issues, componentCount: sink.componentCount, textLength: sink.textLength };
}

/** Checks one component standing at `placement` (a builder's product, or a section accessory on its own). */
export function validateNode(node: unknown, path: PathSegment[], placement: Placement): ValidationReport {
  const sink = new IssueSink();
  walk(sink, node, path, placement);
  if (sink.textLength > LIMITS.textDisplayTotal)
    sink.add(path, 'TEXT_TOTAL_OVER_4000', `Text displays hold ${sink.textLength} characters in total; Discord allows ${LIMITS.textDisplayTotal} per message.`);
  return { issues: sink.issues, componentCount: sink.componentCount, textLength: sink.textLength };
}

/** The message-level rule of IS_COMPONENTS_V2: the flag is set and content, embeds, poll and stickers are absent. */
export function validateV2Message(message: { flags?: unknown; content?: unknown; embeds?: unknown; poll?: unknown; sticker_ids?: unknown; components?: unknown }): ComponentIssue[] {
  const issues: ComponentIssue[] = [];
  if (typeof message.flags !== 'number' || (message.flags & IS_COMPONENTS_V2) === 0)
    issues.push({ path: ['flags'], code: 'V2_FLAG_MISSING', message: 'Components V2 layouts need message flag 32768 (IS_COMPONENTS_V2).' });
  const forbidden: Array<[string, unknown]> = [['content', message.content], ['embeds', message.embeds], ['poll', message.poll], ['sticker_ids', message.sticker_ids]];
  for (const [key, value] of forbidden) {
    const used = Array.isArray(value) ? value.length > 0 : isPresent(value) && value !== '';
    if (used) issues.push({ path: [key], code: 'V2_FIELD_FORBIDDEN', message: `A message with IS_COMPONENTS_V2 cannot carry ${key}.`, fix_hint: 'Put the text in a text display (type 10) instead.' });
  }
  return [...issues, ...validateComponents(message.components).issues];
}

/** Issues as the tools report them: the path as a readable JSON path string. */
export function describeIssues(issues: readonly ComponentIssue[]) {
  return issues.map((i) => ({ path: formatPath(i.path), code: i.code, message: i.message, ...(i.fix_hint ? { fix_hint: i.fix_hint } : {}) }));
}
