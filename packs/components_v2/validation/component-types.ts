/** Discord's component type numbers and the Components V2 limits the validator enforces. */

export const ComponentKind = {
  ACTION_ROW: 1,
  BUTTON: 2,
  STRING_SELECT: 3,
  TEXT_INPUT: 4,
  USER_SELECT: 5,
  ROLE_SELECT: 6,
  MENTIONABLE_SELECT: 7,
  CHANNEL_SELECT: 8,
  SECTION: 9,
  TEXT_DISPLAY: 10,
  THUMBNAIL: 11,
  MEDIA_GALLERY: 12,
  FILE: 13,
  SEPARATOR: 14,
  CONTAINER: 17,
} as const;

export const TYPE_NAMES: Readonly<Record<number, string>> = {
  1: 'action row',
  2: 'button',
  3: 'string select',
  4: 'text input',
  5: 'user select',
  6: 'role select',
  7: 'mentionable select',
  8: 'channel select',
  9: 'section',
  10: 'text display',
  11: 'thumbnail',
  12: 'media gallery',
  13: 'file',
  14: 'separator',
  17: 'container',
};

export const SELECT_TYPES: ReadonlySet<number> = new Set([3, 5, 6, 7, 8]);

/** Where a component sits; decides which types may appear there. */
export type Placement = 'message' | 'container' | 'action_row' | 'section' | 'accessory';

/** Types allowed at each level of a Components V2 message (buttons and selects only inside action rows). */
export const ALLOWED_AT: Readonly<Record<Placement, ReadonlySet<number>>> = {
  message: new Set([1, 9, 10, 12, 13, 14, 17]),
  container: new Set([1, 9, 10, 12, 13, 14]),
  action_row: new Set([2, ...SELECT_TYPES]),
  section: new Set([10]),
  accessory: new Set([2, 11]),
};

/** Message flag IS_COMPONENTS_V2 (1 << 15): the message is made only of components. */
export const IS_COMPONENTS_V2 = 1 << 15;

export const LIMITS = {
  totalComponents: 40,
  containerChildren: 10,
  actionRowButtons: 5,
  sectionTexts: 3,
  galleryItems: 10,
  textDisplayTotal: 4000,
  buttonLabel: 80,
  customId: 100,
  buttonUrl: 512,
  mediaUrl: 2048,
  mediaDescription: 1024,
  selectPlaceholder: 150,
  selectOptions: 25,
  selectOptionText: 100,
  selectValues: 25,
  emojiName: 32,
  maxColor: 0xffffff,
  maxComponentId: 2_147_483_647,
} as const;
