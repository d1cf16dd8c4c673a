import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SoundRecord } from '../../emulator/state/expression-records.js';
import { communityFixture, IDS } from '../helpers/community-fixture.js';
import { useEmulator } from '../helpers/emulator.js';
import { emulatorEnv, inMemorySession, structured, text, type Session } from '../helpers/mcp-session.js';
import { PERM, sizedUri, wavUri } from './media-fixtures.js';

const HONK = '2000000000000000721';
const FOREIGN_SOUND = '2000000000000000722';
const MISSING = '2000000000000000799';
const mp3Uri = `data:audio/mpeg;base64,${Buffer.from('ID3 fake mp3 frames').toString('base64')}`;
const ALL = PERM.VIEW | PERM.CONNECT | PERM.SPEAK | PERM.USE_SOUNDBOARD | PERM.CREATE_GUILD_EXPRESSIONS | PERM.MANAGE_GUILD_EXPRESSIONS;

const sound = (sound_id: string, guild_id: string, name: string): SoundRecord => ({
  sound_id,
  guild_id,
  name,
  volume: 0.8,
  emoji_id: null,
  emoji_name: '📯',
  available: true,
  user_id: IDS.owner,
});

describe('soundboard pack through an MCP session', () => {
  const emu = useEmulator({ seed: communityFixture({ botPermissions: ALL }) });
  let session: Session;
  const call = (name: string, args: Record<string, unknown>) => session.client.callTool({ name, arguments: args });
  const sounds = () => emu.current.state.soundboardSounds;
  const guild = () => emu.current.state.guilds.get(IDS.guild)!;
  async function withBotPermissions<T>(perms: bigint, fn: () => Promise<T>): Promise<T> {
    const role = guild().roles.get(IDS.botRole)!;
    const saved = role.permissions;
    role.permissions = String(perms);
    try {
      return await fn();
    } finally {
      role.permissions = saved;
    }
  }
  /** Connects the bot to a voice channel the way a gateway voice session would. */
  function connectBot(channelId: string | null): void {
    let states = emu.current.state.voiceStates.get(IDS.guild);
    if (!states) emu.current.state.voiceStates.set(IDS.guild, (states = new Map()));
    if (channelId === null) states.delete(IDS.bot);
    else
      states.set(IDS.bot, {
        user_id: IDS.bot,
        channel_id: channelId,
        session_id: 'voice-session-1',
        self_deaf: false,
        self_mute: false,
        self_stream: false,
        self_video: false,
        suppress: false,
        request_to_speak_timestamp: null,
      });
  }

  beforeAll(async () => {
    sounds().set(HONK, sound(HONK, IDS.guild, 'honk'));
    sounds().set(FOREIGN_SOUND, sound(FOREIGN_SOUND, IDS.foreignGuild, 'secret honk'));
    session = await inMemorySession(emulatorEnv(emu.current));
  });
  afterAll(() => session?.close());

  describe('soundboard_list_default_sounds', () => {
    it("lists Discord's built-in sounds (small integer ids)", async () => {
      const out = structured(await call('soundboard_list_default_sounds', {}));
      expect(out.count).toBe(6);
      expect(out.sounds[0]).toEqual({ sound_id: '1', name: 'quack', volume: 1, emoji_id: null, emoji_name: '🦆', available: true });
    });
  });

  describe('soundboard_list_guild_sounds and soundboard_get_guild_sound', () => {
    it("lists only this guild's sounds", async () => {
      expect(structured(await call('soundboard_list_guild_sounds', { guild_id: IDS.guild }))).toEqual({
        sounds: [{ sound_id: HONK, name: 'honk', volume: 0.8, emoji_id: null, emoji_name: '📯', available: true }],
        count: 1,
      });
    });

    it('reads one sound with its guild', async () => {
      expect(structured(await call('soundboard_get_guild_sound', { guild_id: IDS.guild, sound_id: HONK }))).toEqual({
        sound_id: HONK,
        name: 'honk',
        volume: 0.8,
        emoji_id: null,
        emoji_name: '📯',
        guild_id: IDS.guild,
        available: true,
      });
    });

    it('maps an unknown sound to 404 / 10097', async () => {
      expect(structured(await call('soundboard_get_guild_sound', { guild_id: IDS.guild, sound_id: MISSING }))).toMatchObject({ code: 'PLATFORM_NOT_FOUND', status: 404, discord_code: 10097 });
    });

    it('maps a guild the bot is not in to 403 / 50001', async () => {
      expect(structured(await call('soundboard_list_guild_sounds', { guild_id: IDS.foreignGuild }))).toMatchObject({ status: 403, discord_code: 50001 });
    });
  });

  describe('soundboard_create_guild_sound', () => {
    it('uploads an MP3 at full volume by default, the audit reason only in the header', async () => {
      const out = structured(await call('soundboard_create_guild_sound', { guild_id: IDS.guild, name: 'fanfare', sound: mp3Uri, emoji_name: '🎺', audit_reason: 'party' }));
      expect(out).toMatchObject({ name: 'fanfare', volume: 1, emoji_id: null, emoji_name: '🎺' });
      expect(sounds().get(out.sound_id)).toMatchObject({ guild_id: IDS.guild, user_id: IDS.bot, name: 'fanfare' });
      const [sent] = emu.current.log.find({ method: 'POST' });
      expect(sent!.body).toEqual({ name: 'fanfare', sound: mp3Uri, volume: 1, emoji_name: '🎺' });
      expect(sent!.auditReason).toBe('party');
    });

    it('accepts a short WAV clip', async () => {
      const out = structured(await call('soundboard_create_guild_sound', { guild_id: IDS.guild, name: 'beep', sound: wavUri(2), volume: 0.25 }));
      expect(sounds().get(out.sound_id)!.volume).toBe(0.25);
    });

    it.each([
      ['a WAV longer than 5.2 s', { sound: wavUri(6) }, 'sound'],
      ['a file over 512 KiB', { sound: sizedUri('audio/mpeg', 512 * 1024 + 1) }, 'sound'],
      ['an image instead of audio', { sound: 'data:image/png;base64,AAAA' }, 'sound'],
      ['a volume above 1', { volume: 1.5 }, 'volume'],
      ['a one-letter name', { name: 'x' }, 'name'],
    ])('refuses %s before sending anything', async (_label, extra, field) => {
      const result = await call('soundboard_create_guild_sound', { guild_id: IDS.guild, name: 'valid', sound: mp3Uri, ...extra });
      expect(structured(result).code).toBe('VALIDATION_ERROR');
      expect(structured(result).issues.map((i: any) => i.field)).toContain(field);
      expect(emu.current.log.entries).toHaveLength(0);
    });

    it('maps a full soundboard to 400 / 30045', async () => {
      const fillers = Array.from({ length: 5 }, (_, i) => `20000000000000007${30 + i}`);
      for (const id of fillers) sounds().set(id, sound(id, IDS.guild, `filler ${id}`));
      try {
        expect([...sounds().values()].filter((s) => s.guild_id === IDS.guild)).toHaveLength(8);
        expect(structured(await call('soundboard_create_guild_sound', { guild_id: IDS.guild, name: 'ninth', sound: mp3Uri }))).toMatchObject({ status: 400, discord_code: 30045 });
      } finally {
        for (const id of fillers) sounds().delete(id);
      }
    });

    it('maps a missing Create Expressions permission to 403 / 50013', async () => {
      const result = await withBotPermissions(PERM.VIEW, () => call('soundboard_create_guild_sound', { guild_id: IDS.guild, name: 'denied', sound: mp3Uri }));
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_FORBIDDEN', status: 403, discord_code: 50013 });
    });
  });

  describe('soundboard_modify_guild_sound', () => {
    it('renames, changes the volume and swaps the emoji', async () => {
      const out = structured(await call('soundboard_modify_guild_sound', { guild_id: IDS.guild, sound_id: HONK, name: 'big honk', volume: 0.5, emoji_name: null, audit_reason: 'tweak' }));
      expect(out).toEqual({ sound_id: HONK, name: 'big honk', volume: 0.5, emoji_id: null, emoji_name: null });
      expect(sounds().get(HONK)).toMatchObject({ name: 'big honk', volume: 0.5, emoji_name: null });
      const [sent] = emu.current.log.find({ method: 'PATCH' });
      expect(sent!.body).toEqual({ name: 'big honk', volume: 0.5, emoji_name: null });
      expect(sent!.auditReason).toBe('tweak');
    });

    it("needs Manage Expressions for a sound the bot did not upload", async () => {
      const result = await withBotPermissions(PERM.VIEW | PERM.CREATE_GUILD_EXPRESSIONS, () => call('soundboard_modify_guild_sound', { guild_id: IDS.guild, sound_id: HONK, volume: 0.1 }));
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_FORBIDDEN', discord_code: 50013 });
      expect(sounds().get(HONK)!.volume).toBe(0.5);
    });
  });

  describe('soundboard_send_sound', () => {
    it('plays a sound in the voice channel the bot is connected to', async () => {
      connectBot(IDS.voice);
      const out = structured(await call('soundboard_send_sound', { channel_id: IDS.voice, sound_id: HONK }));
      expect(out).toEqual({ sent: true, channel_id: IDS.voice, sound_id: HONK });
      const [sent] = emu.current.log.find({ method: 'POST' });
      expect(sent!.path).toBe(`/channels/${IDS.voice}/send-soundboard-sound`);
      expect(sent!.body).toEqual({ sound_id: HONK });
      expect(sent!.status).toBe(204);
    });

    it('plays another guild\'s sound with source_guild_id and Use External Sounds', async () => {
      connectBot(IDS.voice);
      const refused = await call('soundboard_send_sound', { channel_id: IDS.voice, sound_id: FOREIGN_SOUND });
      expect(structured(refused)).toMatchObject({ status: 404, discord_code: 10097 });
      const noPermission = await call('soundboard_send_sound', { channel_id: IDS.voice, sound_id: FOREIGN_SOUND, source_guild_id: IDS.foreignGuild });
      expect(structured(noPermission)).toMatchObject({ status: 403, discord_code: 50013 });
      const played = await withBotPermissions(ALL | PERM.USE_EXTERNAL_SOUNDS, () =>
        call('soundboard_send_sound', { channel_id: IDS.voice, sound_id: FOREIGN_SOUND, source_guild_id: IDS.foreignGuild }),
      );
      expect(structured(played)).toMatchObject({ sent: true });
      expect(emu.current.log.find({ method: 'POST' }).at(-1)!.body).toEqual({ sound_id: FOREIGN_SOUND, source_guild_id: IDS.foreignGuild });
    });

    it('maps "bot not connected to that channel" to 400 / 40032', async () => {
      connectBot(null);
      expect(structured(await call('soundboard_send_sound', { channel_id: IDS.voice, sound_id: HONK }))).toMatchObject({ code: 'PLATFORM_BAD_REQUEST', status: 400, discord_code: 40032 });
      connectBot(IDS.stage);
      expect(structured(await call('soundboard_send_sound', { channel_id: IDS.voice, sound_id: HONK }))).toMatchObject({ discord_code: 40032 });
    });

    it('maps a server-muted bot to 403 / 50167', async () => {
      connectBot(IDS.voice);
      const member = guild().members.get(IDS.bot)!;
      member.mute = true;
      try {
        expect(structured(await call('soundboard_send_sound', { channel_id: IDS.voice, sound_id: HONK }))).toMatchObject({ status: 403, discord_code: 50167 });
      } finally {
        member.mute = false;
      }
    });

    it('maps a missing Use Soundboard permission to 403 / 50013', async () => {
      connectBot(IDS.voice);
      const result = await withBotPermissions(PERM.VIEW | PERM.CONNECT | PERM.SPEAK, () => call('soundboard_send_sound', { channel_id: IDS.voice, sound_id: HONK }));
      expect(structured(result)).toMatchObject({ code: 'PLATFORM_FORBIDDEN', discord_code: 50013 });
    });

    it("is refused when the channel's guild is outside ALLOWED_GUILDS, before anything is played", async () => {
      connectBot(IDS.voice);
      const restricted = await inMemorySession(emulatorEnv(emu.current, { ALLOWED_GUILDS: IDS.foreignGuild }));
      try {
        const result = await restricted.client.callTool({ name: 'soundboard_send_sound', arguments: { channel_id: IDS.voice, sound_id: HONK } });
        expect(structured(result)).toMatchObject({ code: 'GUILD_NOT_ALLOWED' });
        expect(emu.current.log.writes()).toHaveLength(0);
      } finally {
        await restricted.close();
      }
    });

    it('refuses a text channel before sending (Discord: 400 / 50024)', async () => {
      const result = await call('soundboard_send_sound', { channel_id: IDS.text, sound_id: HONK });
      expect(text(result)).toMatch(/^Error PRECONDITION_FAILED: channel_id \d+ is a text channel; soundboard_send_sound needs a voice or stage channel/);
      expect(emu.current.log.writes()).toEqual([]);
    });
  });

  describe('soundboard_delete_guild_sound (destructive)', () => {
    it('without __confirm returns a DRY_RUN_PREVIEW and sends nothing', async () => {
      const result = await call('soundboard_delete_guild_sound', { guild_id: IDS.guild, sound_id: HONK });
      expect(structured(result)).toMatchObject({ code: 'DRY_RUN_PREVIEW', preview: { would: { method: 'DELETE', route: `/guilds/${IDS.guild}/soundboard-sounds/${HONK}` } } });
      expect(emu.current.log.writes()).toHaveLength(0);
      expect(sounds().has(HONK)).toBe(true);
    });

    it('dry_run previews even with __confirm', async () => {
      expect(structured(await call('soundboard_delete_guild_sound', { guild_id: IDS.guild, sound_id: HONK, dry_run: true, __confirm: true })).code).toBe('DRY_RUN_PREVIEW');
      expect(emu.current.log.writes()).toHaveLength(0);
    });

    it('deletes with __confirm: true', async () => {
      const out = structured(await call('soundboard_delete_guild_sound', { guild_id: IDS.guild, sound_id: HONK, __confirm: true, audit_reason: 'too loud' }));
      expect(out).toEqual({ deleted: true, sound_id: HONK, guild_id: IDS.guild });
      expect(sounds().has(HONK)).toBe(false);
      expect(emu.current.log.appliedWrites().map((w) => [w.method, w.auditReason])).toEqual([['DELETE', 'too loud']]);
    });

    it('a second delete is a 404 / 10097 tool error', async () => {
      expect(structured(await call('soundboard_delete_guild_sound', { guild_id: IDS.guild, sound_id: HONK, __confirm: true }))).toMatchObject({ code: 'PLATFORM_NOT_FOUND', discord_code: 10097 });
    });
  });
});
