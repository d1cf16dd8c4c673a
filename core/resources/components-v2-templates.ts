/**
 * The six static Components V2 template resources (catalog resources.json). Pure data: the surfaces serve them as
 * MCP resources and `components_v2_send_from_template` fills their `{{placeholder}}` tokens before sending.
 */

export const COMPONENTS_V2_TEMPLATE_NAMES = ['announcement', 'event_spotlight', 'incident_status', 'poll_results', 'release_notes', 'welcome_card'] as const;
export type ComponentsV2TemplateName = (typeof COMPONENTS_V2_TEMPLATE_NAMES)[number];

export interface ComponentsV2TemplateContent {
  name: ComponentsV2TemplateName;
  description: string;
  /** The placeholder names the components use, as `{{name}}`. */
  variables: readonly string[];
  /** A Components V2 `components` array, sent with message flag 32768 (IS_COMPONENTS_V2). */
  components: readonly Record<string, unknown>[];
}

export interface ComponentsV2TemplateResource {
  uri: string;
  name: string;
  description: string;
  mimeType: 'application/json';
  content: ComponentsV2TemplateContent;
}

const divider = { type: 14, divider: true, spacing: 1 } as const;
const text = (content: string) => ({ type: 10, content });
const linkRow = (label: string, url: string) => ({ type: 1, components: [{ type: 2, style: 5, label, url }] });
const container = (accent_color: number, components: Record<string, unknown>[]) => [{ type: 17, accent_color, components }];

const TEMPLATES: readonly (Omit<ComponentsV2TemplateResource, 'uri' | 'mimeType' | 'content'> & { content: ComponentsV2TemplateContent })[] = [
  {
    name: 'Components V2 template: announcement',
    description: 'A one-container announcement card: headline, body text, a divider and one link button that points readers to more information.',
    content: {
      name: 'announcement',
      description: 'Announcement card with a heading, body and a link button.',
      variables: ['title', 'body', 'cta_label', 'cta_url'],
      components: container(0x5865f2, [text('## {{title}}'), text('{{body}}'), divider, linkRow('{{cta_label}}', '{{cta_url}}')]),
    },
  },
  {
    name: 'Components V2 template: event_spotlight',
    description:
      'A card that promotes one scheduled event: its name and start time, where it happens, a short description, how many people are interested, and a link button to the event page.',
    content: {
      name: 'event_spotlight',
      description: 'Event promotion card; start_time is best given as a Discord timestamp such as <t:1767290400:F>.',
      variables: ['event_name', 'start_time', 'location', 'image_url', 'summary', 'interested_count', 'cta_label', 'event_url'],
      components: container(0x3498db, [
        { type: 9, components: [text('## {{event_name}}'), text('{{start_time}} - {{location}}')], accessory: { type: 11, media: { url: '{{image_url}}' } } },
        text('{{summary}}'),
        divider,
        text('{{interested_count}} interested'),
        linkRow('{{cta_label}}', '{{event_url}}'),
      ]),
    },
  },
  {
    name: 'Components V2 template: incident status',
    description: 'An incident or outage notice with a status emoji and title, a summary, and two interactive buttons a bot can handle to acknowledge or resolve the incident.',
    content: {
      name: 'incident_status',
      description: 'Incident notice with Acknowledge and Resolve buttons (custom ids your bot handles).',
      variables: ['status_emoji', 'title', 'summary', 'ack_custom_id', 'resolve_custom_id'],
      components: container(0xff0000, [
        text('{{status_emoji}} **{{title}}**'),
        text('{{summary}}'),
        divider,
        {
          type: 1,
          components: [
            { type: 2, style: 1, label: 'Acknowledge', custom_id: '{{ack_custom_id}}' },
            { type: 2, style: 3, label: 'Resolve', custom_id: '{{resolve_custom_id}}' },
          ],
        },
      ]),
    },
  },
  {
    name: 'Components V2 template: poll results',
    description: 'A results card for a finished poll: the question, a caller-rendered text bar chart and the winning answer.',
    content: {
      name: 'poll_results',
      description: 'Poll results card; bars_text is a pre-rendered text bar chart.',
      variables: ['question', 'bars_text', 'winner'],
      components: container(0xffff00, [text('## Poll: {{question}}'), text('{{bars_text}}'), divider, text('**Winner:** {{winner}}')]),
    },
  },
  {
    name: 'Components V2 template: release notes',
    description: 'A release announcement: version heading, one-line headline, changelog body and a download link button.',
    content: {
      name: 'release_notes',
      description: 'Release announcement with a changelog and a Download link button.',
      variables: ['version', 'headline', 'changelog', 'download_url'],
      components: container(0x00ff00, [text('# Release {{version}}'), text('{{headline}}'), divider, text('{{changelog}}'), linkRow('Download', '{{download_url}}')]),
    },
  },
  {
    name: 'Components V2 template: welcome card',
    description: 'A greeting for a new member with their avatar as a thumbnail, a pointer to the rules channel and a button that a role-granting handler can answer.',
    content: {
      name: 'welcome_card',
      description: 'New-member greeting with avatar, rules channel pointer and a Claim Member button (custom_id welcome_claim_<role id>).',
      variables: ['username', 'avatar_url', 'role_id_member', 'rules_channel_id'],
      components: container(0xff00ff, [
        {
          type: 9,
          components: [text('## Welcome, {{username}}!'), text('Please read the rules in <#{{rules_channel_id}}>, then claim your member role below.')],
          accessory: { type: 11, media: { url: '{{avatar_url}}' } },
        },
        { type: 1, components: [{ type: 2, style: 3, label: 'Claim Member', custom_id: 'welcome_claim_{{role_id_member}}' }] },
      ]),
    },
  },
];

/** Deeply frozen so no caller can change the served data. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

export const COMPONENTS_V2_TEMPLATES: readonly ComponentsV2TemplateResource[] = deepFreeze(
  TEMPLATES.map((t) => ({ uri: `chat://components-v2/templates/${t.content.name}`, name: t.name, description: t.description, mimeType: 'application/json' as const, content: t.content })),
);

export function componentsV2Template(name: ComponentsV2TemplateName): ComponentsV2TemplateResource {
  return COMPONENTS_V2_TEMPLATES.find((t) => t.content.name === name)!;
}
