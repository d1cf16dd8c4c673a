import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPONENTS_V2_TEMPLATES, COMPONENTS_V2_TEMPLATE_NAMES } from '../../core/resources/components-v2-templates.js';
import { renderPreview } from '../../packs/components_v2/render-preview.js';
import { fillPlaceholders } from '../../packs/components_v2/template-fill.js';
import { formatPath } from '../../packs/components_v2/validation/issues.js';
import { validateComponents, validateV2Message } from '../../packs/components_v2/validation/validate-components.js';
import { IDS, memberIds } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, type Session } from '../helpers/mcp-session.js';
import { addChannel, grantBot, MESSAGING_PERMISSIONS, PERM, seedMessage } from '../helpers/message-seed.js';
import { specResources } from '../helpers/vendored-spec.js';

const text = (content: string) => ({ type: 10, content });
const link = (label: string, url = 'https://example.com') => ({ type: 2, style: 5, label, url });
const action = (label: string, custom_id: string, style = 1) => ({ type: 2, style, label, custom_id });
const row = (...components: object[]) => ({ type: 1, components });
const container = (...components: object[]) => ({ type: 17, components });
const thumb = (url = 'https://cdn.example.com/a.png') => ({ type: 11, media: { url } });
const section = (texts: object[], accessory?: object) => ({ type: 9, components: texts, ...(accessory ? { accessory } : {}) });
const gallery = (n: number) => ({ type: 12, items: Array.from({ length: n }, (_, i) => ({ media: { url: `https://cdn.example.com/${i}.png` } })) });
const select = (custom_id = 'pick') => ({ type: 3, custom_id, options: [{ label: 'A', value: 'a' }, { label: 'B', value: 'b' }] });

/** Paths and codes of the validator's findings, for compact assertions. */
const findings = (components: unknown) => validateComponents(components).issues.map((i) => [formatPath(i.path), i.code]);

describe('Components V2 rules (validator, table-driven)', () => {
  it.each<[string, unknown[]]>([
    ['a lone text display', [text('Hello')]],
    ['a container with text, divider and link buttons', [{ ...container(text('## Title'), { type: 14, divider: true, spacing: 2 }, row(link('Docs'), link('Blog'))), accent_color: 0x5865f2 }]],
    ['a section with a thumbnail', [section([text('a'), text('b'), text('c')], { ...thumb(), description: 'avatar' })]],
    ['a section with a button accessory', [section([text('Ready?')], action('Go', 'go'))]],
    ['a media gallery of ten items', [gallery(10)]],
    ['a string select alone in its row', [row(select())]],
    ['a user select with default values', [row({ type: 5, custom_id: 'who', max_values: 2, default_values: [{ id: memberIds[0], type: 'user' }] })]],
    ['a premium button', [row({ type: 2, style: 6, sku_id: '2000000000000000777' })]],
    ['five buttons in a row', [row(...[1, 2, 3, 4, 5].map((n) => action(`B${n}`, `b${n}`)))]],
    ['exactly 40 components', [...Array.from({ length: 4 }, (_, c) => container(...Array.from({ length: 9 }, (_, i) => text(`${c}.${i}`))))]],
  ])('accepts %s', (_label, components) => {
    expect(findings(components)).toEqual([]);
  });

  it.each<[string, unknown[], [string, string]]>([
    ['an unknown type', [{ type: 99 }], ['components[0].type', 'UNKNOWN_TYPE']],
    ['a non-object', ['hello'], ['components[0]', 'NOT_AN_OBJECT']],
    ['a thumbnail at the top level', [thumb()], ['components[0]', 'THUMBNAIL_STANDALONE']],
    ['a button outside an action row', [action('x', 'x')], ['components[0]', 'INVALID_PARENT']],
    ['a container in a container', [container(container(text('x')))], ['components[0].components[0]', 'CONTAINER_IN_CONTAINER']],
    ['eleven children in a container', [container(...Array.from({ length: 11 }, (_, i) => text(`${i}`)))], ['components[0].components', 'CONTAINER_OVER_10']],
    ['an empty container', [container()], ['components[0].components', 'CONTAINER_EMPTY']],
    ['six buttons in a row', [row(...[1, 2, 3, 4, 5, 6].map((n) => action(`B${n}`, `b${n}`)))], ['components[0].components', 'ACTIONROW_OVER_5']],
    ['an empty action row', [row()], ['components[0].components', 'ACTIONROW_EMPTY']],
    ['a select beside a button', [row(select(), action('x', 'x'))], ['components[0].components', 'ACTIONROW_MIXED']],
    ['a text input in a message', [row({ type: 4, custom_id: 't', style: 1, label: 'Name' })], ['components[0].components[0]', 'TEXT_INPUT_IN_MESSAGE']],
    ['a section without accessory', [section([text('x')])], ['components[0].accessory', 'SECTION_NO_ACCESSORY']],
    ['a section with four texts', [section([text('1'), text('2'), text('3'), text('4')], thumb())], ['components[0].components', 'SECTION_TEXT_RANGE']],
    ['a gallery as accessory', [section([text('x')], gallery(1))], ['components[0].accessory', 'INVALID_ACCESSORY']],
    ['a button inside a section', [section([action('x', 'x')], thumb())], ['components[0].components[0]', 'INVALID_PARENT']],
    ['an empty gallery', [gallery(0)], ['components[0].items', 'GALLERY_RANGE']],
    ['eleven gallery items', [gallery(11)], ['components[0].items', 'GALLERY_RANGE']],
    ['a gallery item with an ftp URL', [{ type: 12, items: [{ media: { url: 'ftp://x.example/a.png' } }] }], ['components[0].items[0].media.url', 'INVALID_URL']],
    ['an empty thumbnail description', [section([text('x')], { ...thumb(), description: '' })], ['components[0].accessory.description', 'TOO_SHORT']],
    ['a link button with custom_id', [row({ ...link('Go'), custom_id: 'go' })], ['components[0].components[0].custom_id', 'BUTTON_LINK_WITH_CUSTOM_ID']],
    ['a link button without url', [row({ type: 2, style: 5, label: 'Go' })], ['components[0].components[0].url', 'BUTTON_NO_ID_OR_URL']],
    ['a primary button without custom_id', [row({ type: 2, style: 1, label: 'Go' })], ['components[0].components[0].custom_id', 'BUTTON_NO_ID_OR_URL']],
    ['a primary button with a url', [row({ ...action('Go', 'go'), url: 'https://x.example' })], ['components[0].components[0].url', 'BUTTON_URL_NOT_LINK']],
    ['a button with neither label nor emoji', [row({ type: 2, style: 2, custom_id: 'q' })], ['components[0].components[0].label', 'BUTTON_NO_LABEL']],
    ['an 81-character label', [row(action('a', 'a'), action('b', 'b'), action('x'.repeat(81), 'c'))], ['components[0].components[2].label', 'TOO_LONG']],
    ['a 101-character custom_id', [row(action('a', 'x'.repeat(101)))], ['components[0].components[0].custom_id', 'TOO_LONG']],
    ['a duplicate custom_id', [row(action('a', 'same')), row(action('b', 'same'))], ['components[1].components[0].custom_id', 'DUPLICATE_CUSTOM_ID']],
    ['a premium button without sku', [row({ type: 2, style: 6 })], ['components[0].components[0].sku_id', 'BUTTON_PREMIUM_NO_SKU']],
    ['a premium button with a label', [row({ type: 2, style: 6, sku_id: '2000000000000000777', label: 'Buy' })], ['components[0].components[0].label', 'BUTTON_PREMIUM_FIELDS']],
    ['a bad button style', [row({ type: 2, style: 9, label: 'x', custom_id: 'x' })], ['components[0].components[0].style', 'INVALID_FIELD']],
    ['a select without options', [row({ type: 3, custom_id: 's', options: [] })], ['components[0].components[0].options', 'SELECT_OPTIONS_RANGE']],
    ['min_values above max_values', [row({ ...select(), min_values: 2, max_values: 1 })], ['components[0].components[0].min_values', 'INVALID_FIELD']],
    ['separator spacing 3', [{ type: 14, spacing: 3 }], ['components[0].spacing', 'SEPARATOR_SPACING']],
    ['accent colour above 0xFFFFFF', [{ ...container(text('x')), accent_color: 0x1000000 }], ['components[0].accent_color', 'ACCENT_COLOR_RANGE']],
    ['an empty text display', [text('')], ['components[0].content', 'TOO_SHORT']],
    ['a file component', [{ type: 13, file: { url: 'attachment://a.pdf' } }], ['components[0]', 'FILE_UNSUPPORTED']],
    ['a duplicate component id', [{ ...text('a'), id: 5 }, { ...text('b'), id: 5 }], ['components[1].id', 'DUPLICATE_ID']],
    ['41 components', [...Array.from({ length: 4 }, () => container(...Array.from({ length: 9 }, () => text('x')))), text('one too many')], ['components', 'OVER_40']],
    ['4001 characters of text', [text('x'.repeat(2000)), text('y'.repeat(2001))], ['components', 'TEXT_TOTAL_OVER_4000']],
    ['no components', [], ['components', 'EMPTY']],
  ])('rejects %s', (_label, components, expected) => {
    expect(findings(components)).toContainEqual(expected);
  });

  it('reports every issue of a tree, each at its own path', () => {
    expect(findings([container(thumb(), row(link('x'.repeat(81)), { type: 2, style: 1, label: 'y' }))])).toEqual([
      ['components[0].components[0]', 'THUMBNAIL_STANDALONE'],
      ['components[0].components[1].components[0].label', 'TOO_LONG'],
      ['components[0].components[1].components[1].custom_id', 'BUTTON_NO_ID_OR_URL'],
    ]);
  });

  it.each<[string, Record<string, unknown>, string | null]>([
    ['a proper V2 message', { flags: 32768, components: [text('hi')] }, null],
    ['a V2 message that keeps other flags', { flags: 32768 | 4, components: [text('hi')] }, null],
    ['a message without the flag', { flags: 0, components: [text('hi')] }, 'V2_FLAG_MISSING'],
    ['content beside the flag', { flags: 32768, content: 'hi', components: [text('hi')] }, 'V2_FIELD_FORBIDDEN'],
    ['embeds beside the flag', { flags: 32768, embeds: [{ title: 'x' }], components: [text('hi')] }, 'V2_FIELD_FORBIDDEN'],
  ])('message level: %s', (_label, message, code) => {
    const codes = validateV2Message(message).map((i) => i.code);
    expect(codes).toEqual(code ? [code] : []);
  });
});

describe('components_v2 preview renderer', () => {
  it('draws an indented outline with markers for buttons, selects and separators', () => {
    const ascii = renderPreview([
      {
        ...container(
          section([text('## Welcome'), text('Line one\nLine two')], thumb('https://cdn.example.com/me.png')),
          { type: 14, divider: true, spacing: 1 },
          row(action('Ack', 'ack_1'), link('Docs', 'https://docs.example.com')),
          row(select('topic')),
          gallery(2),
        ),
        accent_color: 0xff0000,
      },
    ]);
    expect(ascii).toBe(
      [
        '[container #FF0000]',
        '  [section]',
        '    text: ## Welcome',
        '    text: Line one',
        '        | Line two',
        '    accessory: [thumbnail https://cdn.example.com/me.png]',
        '  ---------- (small spacing)',
        '  [action row]',
        '    [ Ack ] (primary button id=ack_1)',
        '    [ Docs ] (link button -> https://docs.example.com)',
        '  [action row]',
        '    <string select id=topic: A | B>',
        '  [media gallery: 2 item(s)]',
        '    - https://cdn.example.com/0.png',
        '    - https://cdn.example.com/1.png',
      ].join('\n'),
    );
  });

  it('never throws on malformed input', () => {
    expect(renderPreview([{ type: 99 }, 'x' as never, { type: 2 }])).toBe('[unknown type 99]\n(not a component)\n[ (no label) ] (style undefined button id=)');
  });
});

const catalogResources = specResources() as Array<{
  uri: string;
  name: string;
  mimeType: string;
  content: { top_level: string; placeholders: string[] };
}>;

/** Realistic values for every placeholder the six templates declare. */
const SAMPLE_VARS: Record<string, string> = {
  title: 'Server maintenance on Saturday',
  body: 'We will upgrade the bot host. Expect about 20 minutes of downtime.',
  cta_label: 'Read the details',
  cta_url: 'https://status.example.com/maintenance',
  event_name: 'Community game night',
  start_time: '<t:1767290400:F>',
  location: 'Voice lounge',
  image_url: 'https://cdn.example.com/events/game-night.png',
  summary: 'Bring your favourite party games; newcomers welcome.',
  interested_count: '42',
  event_url: 'https://discord.com/events/2000000000000000001/2000000000000000501',
  status_emoji: '🔴',
  ack_custom_id: 'incident_ack_4711',
  resolve_custom_id: 'incident_resolve_4711',
  question: 'Which map next week?',
  bars_text: '`Dust  ████████ 48%`\n`Ruins █████    31%`\n`Ice   ███      21%`',
  winner: 'Dust (48%)',
  version: 'v2.4.0',
  headline: 'Faster search and a new dark theme',
  changelog: '- Search is 3x faster\n- Dark theme\n- Fixed login loop on mobile',
  download_url: 'https://example.com/download/2.4.0',
  username: 'Robin',
  avatar_url: 'https://cdn.discordapp.com/embed/avatars/1.png',
  role_id_member: '2000000000000000014',
  rules_channel_id: '2000000000000000403',
};

describe('the six Components V2 template resources', () => {
  it('are exactly the catalog resources, in JSON', () => {
    expect(COMPONENTS_V2_TEMPLATES.map((t) => t.uri).sort()).toEqual(catalogResources.map((r) => r.uri).sort());
    expect(COMPONENTS_V2_TEMPLATES.map((t) => t.content.name)).toEqual([...COMPONENTS_V2_TEMPLATE_NAMES]);
    for (const t of COMPONENTS_V2_TEMPLATES) {
      const entry = catalogResources.find((r) => r.uri === t.uri)!;
      expect(t).toMatchObject({ name: entry.name, mimeType: 'application/json' });
      expect(Object.keys(t.content).sort()).toEqual(['components', 'description', 'name', 'variables']);
      expect(JSON.parse(JSON.stringify(t.content))).toEqual(t.content);
    }
  });

  it.each(COMPONENTS_V2_TEMPLATES.map((t) => [t.content.name, t] as const))('%s declares exactly the placeholders it uses and the catalog lists', (_name, t) => {
    const entry = catalogResources.find((r) => r.uri === t.uri)!;
    const used = new Set([...JSON.stringify(t.content.components).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]));
    expect([...t.content.variables].sort()).toEqual([...used].sort());
    expect([...t.content.variables].sort()).toEqual([...entry.content.placeholders].sort());
    const accent = Number(/accent_color (\d+)/.exec(entry.content.top_level)![1]);
    expect(t.content.components).toEqual([expect.objectContaining({ type: 17, accent_color: accent })]);
  });

  it.each(COMPONENTS_V2_TEMPLATES.map((t) => [t.content.name, t] as const))('%s is a valid Components V2 message once filled', (_name, t) => {
    const vars = Object.fromEntries(t.content.variables.map((v) => [v, SAMPLE_VARS[v]!]));
    const components = fillPlaceholders(t.content.components, vars);
    expect(JSON.stringify(components)).not.toContain('{{');
    expect(validateV2Message({ flags: 32768, components }).map((i) => `${formatPath(i.path)} ${i.code}`)).toEqual([]);
  });

  it('are frozen, so no caller can alter the served data', () => {
    expect(() => ((COMPONENTS_V2_TEMPLATES[0]!.content.components[0] as any).accent_color = 1)).toThrow(TypeError);
  });

  it('interpolation is single-pass and leaves unknown tokens literal', () => {
    expect(fillPlaceholders({ a: ['{{x}} and {{y}}'] }, { x: '{{y}}' })).toEqual({ a: ['{{y}} and {{y}}'] });
  });
});

const NO_SEND = '2000000000000000431';

describe('components_v2 pack through an MCP session', () => {
  const emu = useEmulator();
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });
  const posts = () => emu.current.log.find({ method: 'POST', template: '/channels/{channel_id}/messages' });

  beforeAll(async () => {
    const s = emu.current.state;
    grantBot(s, MESSAGING_PERMISSIONS);
    addChannel(s, { id: NO_SEND, type: 0, name: 'read-only', permission_overwrites: [{ id: IDS.botRole, type: 0, allow: '0', deny: String(PERM.SEND_MESSAGES) }] });
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(() => session?.close());

  describe('components_v2_validate', () => {
    it('reports issues with JSON paths and fix hints, without calling Discord', async () => {
      const out = structured(await call('components_v2_validate', { components: [row(action('a', 'a'), action('b', 'b'), action('x'.repeat(81), 'c'))] }));
      expect(out.valid).toBe(false);
      expect(out.issues).toEqual([{ path: 'components[0].components[2].label', code: 'TOO_LONG', message: expect.stringContaining('81'), fix_hint: expect.any(String) }]);
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it('says valid for a good layout', async () => {
      expect(structured(await call('components_v2_validate', { components: [container(text('ok'))] }))).toEqual({ valid: true, issues: [] });
    });
  });

  describe('components_v2_preview', () => {
    it('returns the outline', async () => {
      const out = structured(await call('components_v2_preview', { components: [container(text('Hi')), { type: 14 }] }));
      expect(out).toEqual({ ascii: '[container]\n  text: Hi\n---------- (small spacing)' });
    });
  });

  describe('builders', () => {
    it('components_v2_build_container wraps children with accent colour', async () => {
      const out = structured(await call('components_v2_build_container', { components: [text('Hi'), row(link('Go'))], accent_color: 0x3498db }));
      expect(out).toEqual({ component: { type: 17, accent_color: 0x3498db, components: [text('Hi'), row(link('Go'))] } });
      expect(findings([out.component])).toEqual([]);
    });

    it('components_v2_build_container refuses a nested container and a thumbnail child', async () => {
      const result = await call('components_v2_build_container', { components: [container(text('x')), thumb()] });
      expect(structured(result).code).toBe('VALIDATION_ERROR');
      expect(structured(result).issues.map((i: any) => i.field)).toEqual(['components.0', 'components.1']);
      expect(structured(result).message).toMatch(/CONTAINER_IN_CONTAINER/);
    });

    it('components_v2_build_section puts text beside a thumbnail, dropping an empty description', async () => {
      const out = structured(await call('components_v2_build_section', { text: ['## Robin', 'Joined today'], accessory: { type: 11, media: { url: 'https://cdn.example.com/r.png' }, description: '' } }));
      expect(out.component).toEqual(section([text('## Robin'), text('Joined today')], thumb('https://cdn.example.com/r.png')));
    });

    it('components_v2_build_section checks the accessory button', async () => {
      const result = await call('components_v2_build_section', { text: ['x'], accessory: { type: 2, style: 5, label: 'Go', custom_id: 'go', url: 'https://x.example' } });
      expect(structured(result).issues).toContainEqual(expect.objectContaining({ field: 'accessory.custom_id' }));
    });

    it('components_v2_build_media_gallery builds items and refuses plain http', async () => {
      const out = structured(await call('components_v2_build_media_gallery', { items: [{ url: 'https://cdn.example.com/1.png', description: 'First', spoiler: true }, { url: 'https://cdn.example.com/2.png', description: '' }] }));
      expect(out.component).toEqual({ type: 12, items: [{ media: { url: 'https://cdn.example.com/1.png' }, description: 'First', spoiler: true }, { media: { url: 'https://cdn.example.com/2.png' } }] });
      const bad = await call('components_v2_build_media_gallery', { items: [{ url: 'http://cdn.example.com/1.png' }] });
      expect(structured(bad).issues[0].field).toBe('items.0.url');
    });
  });

  describe('components_v2_send', () => {
    const layout = [{ ...container(text('## Patch day'), text('Servers restart at 18:00 UTC. @everyone'), row(link('Notes', 'https://example.com/notes'))), accent_color: 0x00ff00 }];

    it('posts with IS_COMPONENTS_V2 and no pings, and the message is stored', async () => {
      const out = structured(await call('components_v2_send', { channel_id: IDS.text, components: layout }));
      expect(out).toMatchObject({ channel_id: IDS.text, component_count: 5, jump_url: `https://discord.com/channels/${IDS.guild}/${IDS.text}/${out.message_id}` });
      const [sent] = posts();
      expect(sent!.body).toEqual({ flags: 32768, components: layout, allowed_mentions: { parse: [] } });
      const stored = emu.current.state.messages.get(out.message_id)!;
      expect(stored).toMatchObject({ flags: 32768, content: '', components: layout, author_id: IDS.bot, mention_everyone: false });
    });

    it('passes the caller\'s allowed_mentions through', async () => {
      await call('components_v2_send', { channel_id: IDS.text, components: [text(`Hi <@${memberIds[3]}>`)], allowed_mentions: { users: [memberIds[3]] } });
      expect(posts()[0]!.body).toMatchObject({ allowed_mentions: { users: [memberIds[3]] } });
    });

    it('refuses a layout Discord would reject, naming the path, before any request', async () => {
      const result = await call('components_v2_send', { channel_id: IDS.text, components: [container(row(...[1, 2, 3, 4, 5, 6].map((n) => action(`B${n}`, `b${n}`))))] });
      expect(structured(result)).toMatchObject({ code: 'VALIDATION_ERROR', issues: [{ field: 'components.0.components.0.components', message: expect.stringContaining('ACTIONROW_OVER_5') }] });
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it('maps a missing Send Messages permission to 403 / 50013', async () => {
      const result = await call('components_v2_send', { channel_id: NO_SEND, components: layout });
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_FORBIDDEN', status: 403, discord_code: 50013 });
    });

    it('maps an unknown channel to 404 / 10003', async () => {
      const result = await call('components_v2_send', { channel_id: '2000000000000000498', components: layout });
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_NOT_FOUND', status: 404, discord_code: 10003 });
    });
  });

  describe('components_v2_edit', () => {
    it('replaces the tree of a bot message and keeps the flag', async () => {
      const original = seedMessage(emu.current.state, { channel_id: IDS.text, author_id: IDS.bot, content: '', flags: 32768, components: [container(text('🟡 Investigating'))] });
      const next = [{ ...container(text('🟢 Resolved'), row({ ...action('Acknowledge', 'ack_9'), disabled: true })), accent_color: 0x00ff00 }];
      const out = structured(await call('components_v2_edit', { channel_id: IDS.text, message_id: original.id, components: next }));
      expect(out).toEqual({ message_id: original.id, channel_id: IDS.text, edited_timestamp: expect.any(String) });
      expect(emu.current.state.messages.get(original.id)).toMatchObject({ components: next, flags: 32768, edited_timestamp: out.edited_timestamp });
      expect(emu.current.log.find({ method: 'PATCH' })[0]!.body).toEqual({ flags: 32768, components: next, allowed_mentions: { parse: [] } });
    });

    it('maps an unknown message to 404 / 10008', async () => {
      const result = await call('components_v2_edit', { channel_id: IDS.text, message_id: '2000000000000000497', components: [text('x')] });
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_NOT_FOUND', status: 404, discord_code: 10008 });
    });

    it('maps editing someone else\'s message to 403 / 50005', async () => {
      const theirs = seedMessage(emu.current.state, { channel_id: IDS.text, author_id: memberIds[1]!, content: 'mine' });
      const result = await call('components_v2_edit', { channel_id: IDS.text, message_id: theirs.id, components: [text('x')] });
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_FORBIDDEN', status: 403, discord_code: 50005 });
      expect(emu.current.state.messages.get(theirs.id)!.components).toEqual([]);
    });
  });

  describe('components_v2_send_from_template', () => {
    it('fills the announcement template and posts it', async () => {
      const vars = { title: 'Maintenance', body: 'Back at 20:00 UTC.', cta_label: 'Status page', cta_url: 'https://status.example.com' };
      const out = structured(await call('components_v2_send_from_template', { channel_id: IDS.text, template: 'announcement', vars }));
      expect(out).toMatchObject({ channel_id: IDS.text, template: 'announcement', jump_url: expect.stringContaining(`/${IDS.guild}/${IDS.text}/`) });
      const body = posts()[0]!.body as any;
      expect(body).toMatchObject({ flags: 32768, allowed_mentions: { parse: [] } });
      expect(body.components).toEqual([
        {
          type: 17,
          accent_color: 0x5865f2,
          components: [text('## Maintenance'), text('Back at 20:00 UTC.'), { type: 14, divider: true, spacing: 1 }, row(link('Status page', 'https://status.example.com'))],
        },
      ]);
      expect(emu.current.state.messages.get(out.message_id)!.components).toEqual(body.components);
    });

    it('fills the welcome card with the member role in the button id', async () => {
      const vars = { username: 'Robin', avatar_url: 'https://cdn.discordapp.com/embed/avatars/1.png', role_id_member: '2000000000000000014', rules_channel_id: IDS.text };
      await call('components_v2_send_from_template', { channel_id: IDS.text, template: 'welcome_card', vars });
      const json = JSON.stringify(posts()[0]!.body);
      expect(json).toContain('"custom_id":"welcome_claim_2000000000000000014"');
      expect(json).toContain(`<#${IDS.text}>`);
    });

    it.each(COMPONENTS_V2_TEMPLATES.map((t) => [t.content.name, t] as const))('sends %s as a request Discord\'s OpenAPI accepts', async (name, t) => {
      const vars = Object.fromEntries(t.content.variables.map((v) => [v, SAMPLE_VARS[v]!]));
      const out = structured(await call('components_v2_send_from_template', { channel_id: IDS.text, template: name, vars }));
      expect(out.template).toBe(name);
      expect(emu.current.state.messages.get(out.message_id)!.components).toEqual(fillPlaceholders(t.content.components, vars));
      expect(emu.current.log.invalid()).toEqual([]);
    });

    it('refuses a variable the template does not declare', async () => {
      const result = await call('components_v2_send_from_template', { channel_id: IDS.text, template: 'poll_results', vars: { question: 'Q?', bars_text: 'x', winner: 'A', colour: 'red' } });
      expect(structured(result).issues.map((i: any) => i.field)).toEqual(['vars.colour']);
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it('blames the placeholder when a missing variable leaves an invalid value', async () => {
      const result = await call('components_v2_send_from_template', { channel_id: IDS.text, template: 'release_notes', vars: { version: '1.0', headline: 'First', changelog: '- all new' } });
      expect(structured(result)).toMatchObject({ code: 'VALIDATION_ERROR', issues: [{ field: 'vars.download_url', message: expect.stringMatching(/INVALID_URL/) }] });
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it('refuses an unknown template name', async () => {
      const result = await call('components_v2_send_from_template', { channel_id: IDS.text, template: 'birthday', vars: {} });
      expect(structured(result).issues.map((i: any) => i.field)).toContain('template');
    });

    it('maps a missing Send Messages permission to 403 / 50013', async () => {
      const vars = { question: 'Best snack?', bars_text: '`chips ███`', winner: 'chips' };
      const result = await call('components_v2_send_from_template', { channel_id: NO_SEND, template: 'poll_results', vars });
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_FORBIDDEN', discord_code: 50013 });
    });
  });
});
