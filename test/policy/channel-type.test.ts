import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, text, type Session } from '../helpers/mcp-session.js';
import { CH, channelsFixture } from '../packs/channels-fixture.js';

/** The first text line of a result: `Error CODE: message` for errors (stable across result envelope changes). */
const firstLine = (result: unknown) => text(result).split('\n')[0]!;
const future = new Date(Date.now() + 3 * 86_400_000).toISOString();

describe('a tool that needs a channel of a given type, given another type', () => {
  const emu = useEmulator({ seed: channelsFixture() });
  let open: Session;
  let allowlisted: Session;
  let preview: Session;
  const call = (session: Session, name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });

  beforeAll(async () => {
    [open, allowlisted, preview] = await Promise.all([
      inMemorySession(emulatorEnv(emu.current)),
      inMemorySession(emulatorEnv(emu.current, { ALLOWED_GUILDS: IDS.guild })),
      inMemorySession(emulatorEnv(emu.current, { MCP_WRITE_MODE: 'preview' })),
    ]);
  });
  afterAll(async () => {
    await Promise.all([open?.close(), allowlisted?.close(), preview?.close()]);
  });

  it('a forum post in a text channel names both types, not a permission, and sends nothing', async () => {
    const result = await call(open, 'channels_forum_create_thread', { channel_id: IDS.text, name: 'Question', message: { content: 'hi' } });
    expect(result.isError).toBe(true);
    expect(firstLine(result)).toBe(
      `Error PRECONDITION_FAILED: channel_id ${IDS.text} is a text channel; channels_forum_create_thread needs a forum or media channel. Nothing was sent.`,
    );
    expect(text(result)).toMatch(/Next step: .*channels_list shows each channel's type/);
    expect(text(result)).not.toMatch(/SEND_MESSAGES|permission/i);
    expect(emu.current.log.writes()).toEqual([]);
  });

  it.each([
    ['messages_send', { channel_id: CH.category, content: 'hello' }, `channel_id ${CH.category} is a category channel; messages_send needs a text, direct message, voice, group direct message, announcement, announcement thread, public thread, private thread or stage channel`],
    ['messages_crosspost', { channel_id: IDS.text, message_id: '2000000000000009999' }, `channel_id ${IDS.text} is a text channel; messages_crosspost needs an announcement channel`],
    ['messages_create_thread', { channel_id: IDS.voice, message_id: '2000000000000009999', name: 'x' }, `channel_id ${IDS.voice} is a voice channel; messages_create_thread needs a text or announcement channel`],
    ['channels_follow_announcement', { channel_id: IDS.text, webhook_channel_id: IDS.text }, `channel_id ${IDS.text} is a text channel; channels_follow_announcement needs an announcement channel`],
    ['channels_follow_announcement', { channel_id: CH.announcement, webhook_channel_id: CH.forum }, `webhook_channel_id ${CH.forum} is a forum channel; channels_follow_announcement needs a text channel`],
    ['stage_instances_create', { channel_id: IDS.voice, topic: 'Talk' }, `channel_id ${IDS.voice} is a voice channel; stage_instances_create needs a stage channel`],
    ['soundboard_send_sound', { channel_id: IDS.text, sound_id: '2000000000000009997' }, `channel_id ${IDS.text} is a text channel; soundboard_send_sound needs a voice or stage channel`],
    ['guild_modify_current_voice_state', { guild_id: IDS.guild, channel_id: IDS.voice, suppress: false }, `channel_id ${IDS.voice} is a voice channel; guild_modify_current_voice_state needs a stage channel`],
    ['threads_join', { thread_id: IDS.text }, `thread_id ${IDS.text} is a text channel; threads_join needs an announcement thread, public thread or private thread channel`],
    ['invites_create_channel', { channel_id: CH.category }, `channel_id ${CH.category} is a category channel; invites_create_channel needs a text, voice, announcement, stage, forum or media channel`],
    ['events_create', { guild_id: IDS.guild, name: 'Talk', scheduled_start_time: future, entity_type: 2, channel_id: IDS.stage }, `channel_id ${IDS.stage} is a stage channel; events_create needs a voice channel for entity_type 2`],
    ['events_create', { guild_id: IDS.guild, name: 'Talk', scheduled_start_time: future, entity_type: 1, channel_id: IDS.voice }, `channel_id ${IDS.voice} is a voice channel; events_create needs a stage channel for entity_type 1`],
    ['events_modify', { guild_id: IDS.guild, event_id: IDS.bigEvent, entity_type: 1, channel_id: IDS.text }, `channel_id ${IDS.text} is a text channel; events_modify needs a stage channel for entity_type 1`],
    ['webhooks_create', { channel_id: CH.category, name: 'hook' }, `channel_id ${CH.category} is a category channel; webhooks_create needs a text, voice, announcement, stage, forum or media channel`],
  ])('%s names the channel type it got and the one it needs', async (name, args, message) => {
    const result = await call(open, name, args);
    expect(firstLine(result)).toBe(`Error PRECONDITION_FAILED: ${message}. Nothing was sent.`);
    expect(emu.current.log.writes()).toEqual([]);
  });

  it('a channel of the right type goes through', async () => {
    const result = await call(open, 'messages_send', { channel_id: IDS.text, content: 'still fine' });
    expect(result.isError).toBeFalsy();
    expect(emu.current.log.writes()).toHaveLength(1);
  });

  it('reuses the allowlist lookup: one channel read for the allowlist and the type, cached across calls', async () => {
    for (let i = 0; i < 2; i++) {
      const result = await call(allowlisted, 'channels_forum_create_thread', { channel_id: CH.category, name: 'Question', message: { content: 'hi' } });
      expect(firstLine(result)).toMatch(/^Error PRECONDITION_FAILED: channel_id \d+ is a category channel; /);
    }
    expect(emu.current.log.find({ method: 'GET', path: `/channels/${CH.category}` })).toHaveLength(1);
    expect(emu.current.log.writes()).toEqual([]);
  });

  it('under MCP_WRITE_MODE=preview the wrong type is refused rather than previewed', async () => {
    const wrong = await call(preview, 'channels_forum_create_thread', { channel_id: IDS.text, name: 'Question', message: { content: 'hi' } });
    expect(firstLine(wrong)).toMatch(/^Error PRECONDITION_FAILED: /);
    const right = await call(preview, 'channels_forum_create_thread', { channel_id: CH.forum, name: 'Question', message: { content: 'hi' } });
    expect(firstLine(right)).toMatch(/^Error WRITE_PREVIEW: /);
    expect(emu.current.log.writes()).toEqual([]);
  });

  it('an unknown channel is Discord\'s not-found, before anything is sent', async () => {
    const result = await call(open, 'channels_forum_create_thread', { channel_id: '2000000000000009998', name: 'Question', message: { content: 'hi' } });
    expect(firstLine(result)).toMatch(/^Error PLATFORM_NOT_FOUND: /);
    expect(emu.current.log.writes()).toEqual([]);
  });
});

describe('the channel-type read is the call’s own (issue 33, finding 2)', () => {
  it('cancelling the call cancels the read: the step settles instead of waiting on Discord', async () => {
    const { channelType } = await import('../../core/policy/steps/channel-type.js');
    const { GuildResolver } = await import('../../core/platform/guild-resolver.js');
    // A Discord that never answers: only the request's own signal ends the wait.
    const silent = {
      request: (req: { signal?: AbortSignal }) =>
        new Promise((_, reject) => {
          if (!req.signal) return;
          req.signal.addEventListener('abort', () => reject(req.signal!.reason), { once: true });
        }),
    };
    const step = channelType({ guilds: new GuildResolver(silent as never) } as never);
    const controller = new AbortController();
    const call = { name: 'messages_crosspost', args: {}, transport: 'in-memory' as const, signal: controller.signal, tool: { contract: { channelTypes: { channel_id: [5] } } }, input: { channel_id: IDS.text } };
    const settled = step(call as never, async () => ({ content: [] }) as never).then(
      () => 'answered',
      () => 'cancelled',
    );
    setTimeout(() => controller.abort(new Error('cancelled by the client')), 50);
    const outcome = await Promise.race([settled, new Promise((r) => setTimeout(() => r('still waiting'), 5_000))]);
    expect(outcome).toBe('cancelled');
  });
});
