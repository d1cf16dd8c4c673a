import { LIMITS } from './component-types.js';
import { checkBoolean, checkInteger, checkMedia, checkMediaDescription, checkText } from './field-rules.js';
import { isObject, isPresent, type IssueSink, type Node, type PathSegment, type Visit } from './issues.js';

/** Rules for the layout and content components of Components V2. */

export function checkTextDisplay(node: Node, path: PathSegment[], sink: IssueSink): void {
  const content = checkText(node, 'content', path, sink, { required: true, min: 1, max: LIMITS.textDisplayTotal, what: 'text display content' });
  if (content) sink.textLength += content.length;
}

export function checkSection(node: Node, path: PathSegment[], sink: IssueSink, visit: Visit): void {
  const texts = node.components;
  const at = [...path, 'components'];
  if (!Array.isArray(texts) || texts.length < 1 || texts.length > LIMITS.sectionTexts) {
    sink.add(at, 'SECTION_TEXT_RANGE', `A section holds 1 to ${LIMITS.sectionTexts} text displays.`, 'Move extra text into a text display after the section.');
  }
  if (Array.isArray(texts)) texts.forEach((child, i) => visit(child, [...at, i], 'section'));
  if (!isPresent(node.accessory)) {
    sink.add([...path, 'accessory'], 'SECTION_NO_ACCESSORY', 'A section needs an accessory: a thumbnail (type 11) or a button (type 2).', 'Without an accessory, use plain text displays instead of a section.');
  } else visit(node.accessory, [...path, 'accessory'], 'accessory');
}

export function checkThumbnail(node: Node, path: PathSegment[], sink: IssueSink): void {
  checkMedia(node, path, sink);
  checkMediaDescription(node, path, sink);
  checkBoolean(node, 'spoiler', path, sink);
}

export function checkMediaGallery(node: Node, path: PathSegment[], sink: IssueSink): void {
  const items = node.items;
  const at = [...path, 'items'];
  if (!Array.isArray(items) || items.length < 1 || items.length > LIMITS.galleryItems) {
    sink.add(at, 'GALLERY_RANGE', `A media gallery holds 1 to ${LIMITS.galleryItems} items.`, 'Split the media over two galleries.');
    if (!Array.isArray(items)) return;
  }
  items.forEach((item, i) => {
    if (!isObject(item)) return sink.add([...at, i], 'INVALID_FIELD', 'A gallery item must be an object {media: {url}, description?, spoiler?}.');
    checkMedia(item, [...at, i], sink);
    checkMediaDescription(item, [...at, i], sink);
    checkBoolean(item, 'spoiler', [...at, i], sink);
  });
}

/** File components point at an uploaded attachment, which these tools never upload. */
export function checkFile(_node: Node, path: PathSegment[], sink: IssueSink): void {
  sink.add(path, 'FILE_UNSUPPORTED', 'File components (type 13) need an uploaded attachment, which chat-mcp does not send.', 'Link the file with a button, or show images in a media gallery (type 12).');
}

export function checkSeparator(node: Node, path: PathSegment[], sink: IssueSink): void {
  checkBoolean(node, 'divider', path, sink);
  checkInteger(node, 'spacing', path, sink, 1, 2, 'SEPARATOR_SPACING');
}

export function checkContainer(node: Node, path: PathSegment[], sink: IssueSink, visit: Visit): void {
  checkInteger(node, 'accent_color', path, sink, 0, LIMITS.maxColor, 'ACCENT_COLOR_RANGE');
  checkBoolean(node, 'spoiler', path, sink);
  const children = node.components;
  const at = [...path, 'components'];
  if (!Array.isArray(children) || children.length === 0) {
    sink.add(at, 'CONTAINER_EMPTY', 'A container needs at least one child component.');
    return;
  }
  if (children.length > LIMITS.containerChildren)
    sink.add(at, 'CONTAINER_OVER_10', `A container holds at most ${LIMITS.containerChildren} children; this one has ${children.length}.`, 'Split the content over two containers.');
  children.forEach((child, i) => visit(child, [...at, i], 'container'));
}
