import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VoiceStateRecord } from '../../emulator/state/voice-records.js';
import { IDS, memberIds } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, type Session } from '../helpers/mcp-session.js';

const connection = (user_id: string, channel_id: string, extra: Partial<VoiceStateRecord> = {}): VoiceStateRecord => ({
  user_id,
  channel_id,
  session_id: `session-${user_id.slice(-3)}`,
  self_deaf: false,
  self_mute: false,
  self_stream: false,
  self_video: false,
  suppress: false,
  request_to_speak_timestamp: null,
  ...extra,
});

describe('voice pack through an MCP session', () => {
  const emu = useEmulator();
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });
  const speaker = memberIds[2]!;
  const listener = memberIds[3]!;

  beforeAll(async () => {
    const guild = emu.current.state.guilds.get(IDS.guild)!;
    guild.members.get(speaker)!.mute = true;
    emu.current.state.voiceStates.set(
      IDS.guild,
      new Map([
        [speaker, connection(speaker, IDS.voice, { self_stream: true })],
        [listener, connection(listener, IDS.stage, { suppress: true, request_to_speak_timestamp: '2030-01-01T18:05:00.000Z' })],
        [IDS.bot, connection(IDS.bot, IDS.stage, { self_deaf: true })],
      ]),
    );
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(() => session?.close());

  describe('voice_get_user_state', () => {
    it("reads a member's channel, server mute and stream", async () => {
      const out = structured(await call('voice_get_user_state', { guild_id: IDS.guild, user_id: speaker }));
      expect(out).toEqual({
        guild_id: IDS.guild,
        channel_id: IDS.voice,
        user_id: speaker,
        session_id: `session-${speaker.slice(-3)}`,
        deaf: false,
        mute: true,
        self_deaf: false,
        self_mute: false,
        self_stream: true,
        self_video: false,
        suppress: false,
        request_to_speak_timestamp: null,
      });
      expect(emu.current.log.entries[0]!.path).toBe(`/guilds/${IDS.guild}/voice-states/${speaker}`);
    });

    it('shows a stage listener who asked to speak', async () => {
      expect(structured(await call('voice_get_user_state', { guild_id: IDS.guild, user_id: listener }))).toMatchObject({
        channel_id: IDS.stage,
        suppress: true,
        request_to_speak_timestamp: '2030-01-01T18:05:00.000Z',
      });
    });

    it('maps a member who is not connected to 404 / 10065', async () => {
      expect(structured(await call('voice_get_user_state', { guild_id: IDS.guild, user_id: memberIds[9] }))).toMatchObject({ code: 'PLATFORM_NOT_FOUND', status: 404, discord_code: 10065 });
    });
  });

  describe('voice_get_current_user_state', () => {
    it("reads the bot's own voice state through @me", async () => {
      const out = structured(await call('voice_get_current_user_state', { guild_id: IDS.guild }));
      expect(out).toMatchObject({ user_id: IDS.bot, channel_id: IDS.stage, self_deaf: true, mute: false });
      expect(emu.current.log.entries[0]!.path).toBe(`/guilds/${IDS.guild}/voice-states/@me`);
    });

    it('maps a bot that is not connected to 404 / 10065', async () => {
      emu.current.state.voiceStates.get(IDS.guild)!.delete(IDS.bot);
      expect(structured(await call('voice_get_current_user_state', { guild_id: IDS.guild }))).toMatchObject({ discord_code: 10065 });
    });

    it('maps a guild the bot is not in to 403 / 50001', async () => {
      expect(structured(await call('voice_get_current_user_state', { guild_id: IDS.foreignGuild }))).toMatchObject({ code: 'PLATFORM_FORBIDDEN', discord_code: 50001 });
    });
  });

  describe('voice_list_regions', () => {
    it("lists Discord's voice regions", async () => {
      const out = structured(await call('voice_list_regions', {}));
      expect(out.count).toBe(out.regions.length);
      expect(out.count).toBeGreaterThan(3);
      expect(out.regions.find((r: any) => r.id === 'rotterdam')).toEqual({ id: 'rotterdam', name: 'Rotterdam', optimal: false, deprecated: false, custom: false });
      expect(out.regions.filter((r: any) => r.optimal)).toHaveLength(1);
      expect(emu.current.log.entries.map((e) => `${e.method} ${e.path}`)).toEqual(['GET /voice/regions']);
    });

    it('refuses unknown arguments', async () => {
      expect(structured(await call('voice_list_regions', { region: 'x' })).code).toBe('VALIDATION_ERROR');
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it('maps a Discord outage to a retriable error', async () => {
      // Reads are retried twice, so the outage must outlast the retries.
      emu.current.faults.inject({ method: 'GET', path: '/voice/regions', status: 503, times: 3 });
      expect(structured(await call('voice_list_regions', {}))).toMatchObject({ code: 'PLATFORM_UNAVAILABLE', status: 503, retriable: true });
    });
  });
});
