import { LIMITS, SELECT_TYPES } from './component-types.js';
import { checkBoolean, checkCustomId, checkEmoji, checkInteger, checkLinkUrl, checkText } from './field-rules.js';
import { isObject, isPresent, type IssueSink, type Node, type PathSegment, type Visit } from './issues.js';

/** Rules for buttons, select menus and the action rows that hold them. */

const BUTTON_STYLES = 'style 1 primary, 2 secondary, 3 success, 4 danger, 5 link, 6 premium';

export function checkButton(node: Node, path: PathSegment[], sink: IssueSink): void {
  const style = checkInteger(node, 'style', path, sink, 1, 6);
  if (!isPresent(node.style)) sink.add([...path, 'style'], 'MISSING_FIELD', `A button needs a ${BUTTON_STYLES}.`);
  checkText(node, 'label', path, sink, { max: LIMITS.buttonLabel, what: 'button label' });
  checkEmoji(node, path, sink);
  checkBoolean(node, 'disabled', path, sink);
  if (style === undefined) return;

  if (style === 5) {
    if (!isPresent(node.url)) sink.add([...path, 'url'], 'BUTTON_NO_ID_OR_URL', 'A link button (style 5) needs a url.', 'Add "url": "https://...".');
    else checkLinkUrl(node, path, sink);
    if (isPresent(node.custom_id)) sink.add([...path, 'custom_id'], 'BUTTON_LINK_WITH_CUSTOM_ID', 'A link button cannot have a custom_id.', 'Remove custom_id, or use style 1-4 for a button your bot handles.');
  } else if (style === 6) {
    if (typeof node.sku_id !== 'string' || !/^\d{17,20}$/.test(node.sku_id))
      sink.add([...path, 'sku_id'], 'BUTTON_PREMIUM_NO_SKU', 'A premium button (style 6) needs the sku_id of the SKU it sells.');
    for (const key of ['custom_id', 'url', 'label', 'emoji'] as const) {
      if (isPresent(node[key])) sink.add([...path, key], 'BUTTON_PREMIUM_FIELDS', `A premium button cannot have ${key}; Discord shows the SKU itself.`, `Remove ${key}.`);
    }
  } else {
    if (!isPresent(node.custom_id))
      sink.add([...path, 'custom_id'], 'BUTTON_NO_ID_OR_URL', `A style ${style} button needs a custom_id for your bot to handle.`, 'Add a custom_id, or make it a link button (style 5 with url).');
    else checkCustomId(node, path, sink, true);
    if (isPresent(node.url)) sink.add([...path, 'url'], 'BUTTON_URL_NOT_LINK', 'Only link buttons (style 5) take a url.', 'Use style 5, or remove url.');
  }
  if (style !== 6 && !isPresent(node.label) && !isPresent(node.emoji)) sink.add([...path, 'label'], 'BUTTON_NO_LABEL', 'A button needs a label or an emoji.');
  if (style !== 6 && isPresent(node.sku_id)) sink.add([...path, 'sku_id'], 'INVALID_FIELD', 'Only premium buttons (style 6) take a sku_id.');
}

const DEFAULT_VALUE_TYPES: Readonly<Record<number, readonly string[]>> = { 5: ['user'], 6: ['role'], 7: ['user', 'role'], 8: ['channel'] };

export function checkSelect(node: Node, type: number, path: PathSegment[], sink: IssueSink): void {
  checkCustomId(node, path, sink, true);
  checkText(node, 'placeholder', path, sink, { max: LIMITS.selectPlaceholder, what: 'placeholder' });
  checkBoolean(node, 'disabled', path, sink);
  const min = checkInteger(node, 'min_values', path, sink, 0, LIMITS.selectValues);
  const max = checkInteger(node, 'max_values', path, sink, 1, LIMITS.selectValues);
  if (min !== undefined && max !== undefined && min > max) sink.add([...path, 'min_values'], 'INVALID_FIELD', 'min_values cannot exceed max_values.');

  if (type === 3) {
    const options = node.options;
    if (!Array.isArray(options) || options.length < 1 || options.length > LIMITS.selectOptions) {
      sink.add([...path, 'options'], 'SELECT_OPTIONS_RANGE', `A string select needs 1 to ${LIMITS.selectOptions} options.`);
      return;
    }
    const values = new Set<string>();
    options.forEach((option, i) => {
      const at = [...path, 'options', i];
      if (!isObject(option)) return sink.add(at, 'INVALID_FIELD', 'An option must be an object {label, value}.');
      checkText(option, 'label', at, sink, { required: true, min: 1, max: LIMITS.selectOptionText, what: 'option label' });
      const value = checkText(option, 'value', at, sink, { required: true, min: 1, max: LIMITS.selectOptionText, what: 'option value' });
      checkText(option, 'description', at, sink, { max: LIMITS.selectOptionText, what: 'option description' });
      checkEmoji(option, at, sink);
      if (value !== undefined) {
        if (values.has(value)) sink.add([...at, 'value'], 'DUPLICATE_OPTION_VALUE', `Option value "${value}" appears twice.`);
        values.add(value);
      }
    });
    if (max !== undefined && max > options.length) sink.add([...path, 'max_values'], 'INVALID_FIELD', `max_values (${max}) exceeds the ${options.length} option(s).`);
    return;
  }

  const defaults = node.default_values;
  if (!isPresent(defaults)) return;
  if (!Array.isArray(defaults) || defaults.length > LIMITS.selectValues) {
    sink.add([...path, 'default_values'], 'INVALID_FIELD', `default_values must be an array of at most ${LIMITS.selectValues} {id, type}.`);
    return;
  }
  const kinds = DEFAULT_VALUE_TYPES[type]!;
  defaults.forEach((d, i) => {
    const at = [...path, 'default_values', i];
    if (!isObject(d) || typeof d.id !== 'string' || !/^\d{17,20}$/.test(d.id) || !kinds.includes(String(d.type)))
      sink.add(at, 'INVALID_FIELD', `A default value is {id: snowflake, type: ${kinds.join('|')}}.`);
  });
}

/** An action row holds 1 to 5 buttons, or exactly one select menu. */
export function checkActionRow(node: Node, path: PathSegment[], sink: IssueSink, visit: Visit): void {
  const children = node.components;
  const at = [...path, 'components'];
  if (!Array.isArray(children) || children.length === 0) {
    sink.add(at, 'ACTIONROW_EMPTY', 'An action row needs 1 to 5 buttons or one select menu.');
    return;
  }
  if (children.length > LIMITS.actionRowButtons)
    sink.add(at, 'ACTIONROW_OVER_5', `An action row holds at most ${LIMITS.actionRowButtons} buttons; this one has ${children.length}.`, 'Split the buttons over several action rows.');
  const selects = children.filter((c) => isObject(c) && SELECT_TYPES.has(c.type as number)).length;
  if (selects > 0 && children.length > 1)
    sink.add(at, 'ACTIONROW_MIXED', 'A select menu must be alone in its action row.', 'Put the select menu in its own action row.');
  children.forEach((child, i) => visit(child, [...at, i], 'action_row'));
}
