import { describe, expect, it } from 'vitest';
import { computeDrift, isClean, type LiveChannel, type LiveRole } from '../../packs/templates/template-drift.js';
import { blueprintOf, type TemplateSnapshot } from '../../packs/shared/template-recommend/template-snapshot.js';

const GUILD = '3000000000000000001';
const id = (n: number) => `30000000000000001${String(n).padStart(2, '0')}`;

/** A small live guild: @everyone, Mods, a managed bot role; a category with two channels, a voice room, a thread. */
function liveGuild(): { roles: LiveRole[]; channels: LiveChannel[] } {
  return {
    roles: [
      { id: GUILD, name: '@everyone', permissions: '1024', position: 0 },
      { id: id(1), name: 'Mods', permissions: '8194', position: 1 },
      { id: id(2), name: 'SomeBot', permissions: '8', position: 2, managed: true },
    ],
    channels: [
      { id: id(10), type: 4, name: 'Community', position: 0, parent_id: null },
      { id: id(11), type: 0, name: 'general', position: 1, parent_id: id(10), topic: 'Chat', nsfw: false, rate_limit_per_user: 0, permission_overwrites: [] },
      {
        id: id(12),
        type: 0,
        name: 'mod-log',
        position: 2,
        parent_id: id(10),
        topic: null,
        permission_overwrites: [
          { id: GUILD, type: 0, allow: '0', deny: '1024' },
          { id: id(1), type: 0, allow: '1024', deny: '0' },
          { id: id(2), type: 0, allow: '1024', deny: '0' },
          { id: id(50), type: 1, allow: '1024', deny: '0' },
        ],
      },
      { id: id(13), type: 2, name: 'Lounge', position: 3, parent_id: null },
      { id: id(14), type: 11, name: 'a thread', parent_id: id(11) },
    ],
  };
}

/** The snapshot Discord would take of liveGuild(): renumbered ids, no managed role, no member overwrite, no thread. */
function snapshotOf(): TemplateSnapshot {
  return {
    roles: [
      { id: 0, name: '@everyone', permissions: '1024' },
      { id: 1, name: 'Mods', permissions: '8194' },
    ],
    channels: [
      { id: 1, type: 4, name: 'Community', parent_id: null, permission_overwrites: [] },
      { id: 2, type: 0, name: 'general', parent_id: 1, topic: 'Chat', nsfw: false, rate_limit_per_user: 0, permission_overwrites: [] },
      {
        id: 3,
        type: 0,
        name: 'mod-log',
        parent_id: 1,
        topic: null,
        permission_overwrites: [
          { id: 0, type: 0, allow: '0', deny: '1024' },
          { id: 1, type: 0, allow: '1024', deny: '0' },
        ],
      },
      { id: 4, type: 2, name: 'Lounge', parent_id: null, permission_overwrites: [] },
    ],
  };
}

const drift = (snapshot: TemplateSnapshot, live = liveGuild()) => computeDrift(snapshot, { guildId: GUILD, ...live });

describe('template drift (local computation)', () => {
  it('an exact snapshot has no drift; managed roles, member overwrites and threads are not drift', () => {
    const d = drift(snapshotOf());
    expect(isClean(d)).toBe(true);
    expect(d).toMatchObject({
      template_channel_count: 4,
      source_guild_channel_count: 5,
      channels_not_representable_in_template_count: 1,
      template_role_count: 2,
      source_guild_role_count: 2,
    });
  });

  it('counts channels added and removed since the snapshot', () => {
    const live = liveGuild();
    live.channels = live.channels.filter((c) => c.id !== id(13));
    live.channels.push({ id: id(15), type: 0, name: 'memes', parent_id: id(10) }, { id: id(16), type: 15, name: 'help', parent_id: null });
    const d = drift(snapshotOf(), live);
    expect(d).toMatchObject({ channels_missing_from_guild_count: 1, channels_added_since_snapshot_count: 2, channel_setting_difference_count: 0 });
  });

  it('a renamed channel is one missing and one added; a renamed role likewise', () => {
    const live = liveGuild();
    live.channels.find((c) => c.id === id(11))!.name = 'chat';
    live.roles.find((r) => r.id === id(1))!.name = 'Moderators';
    const d = drift(snapshotOf(), live);
    expect(d).toMatchObject({ channels_missing_from_guild_count: 1, channels_added_since_snapshot_count: 1, roles_missing_from_guild_count: 1, roles_added_since_snapshot_count: 1 });
    // The Mods overwrite on #mod-log now points at an unmatched role on both sides.
    expect(d.permission_overwrite_difference_count).toBe(2);
  });

  it('counts a changed role permission and changed channel settings', () => {
    const live = liveGuild();
    live.roles.find((r) => r.id === id(1))!.permissions = '8';
    const general = live.channels.find((c) => c.id === id(11))!;
    general.topic = 'New topic';
    general.rate_limit_per_user = 10;
    live.channels.find((c) => c.id === id(12))!.parent_id = null;
    const d = drift(snapshotOf(), live);
    expect(d).toMatchObject({ role_permission_difference_count: 1, channel_setting_difference_count: 2, channels_missing_from_guild_count: 0 });
  });

  it('counts overwrite differences on matched channels', () => {
    const live = liveGuild();
    const modLog = live.channels.find((c) => c.id === id(12))!;
    modLog.permission_overwrites = [
      { id: GUILD, type: 0, allow: '0', deny: '3072' },
      { id: id(50), type: 1, allow: '1024', deny: '0' },
    ];
    live.channels.find((c) => c.id === id(11))!.permission_overwrites = [{ id: id(1), type: 0, allow: '8192', deny: '0' }];
    // @everyone changed, Mods removed on #mod-log; Mods added on #general.
    expect(drift(snapshotOf(), live).permission_overwrite_difference_count).toBe(3);
  });

  it('pairs same-named channels by parent first, so moving one between categories shows as a setting change', () => {
    const snapshot = snapshotOf();
    snapshot.channels!.push({ id: 5, type: 4, name: 'Archive', parent_id: null }, { id: 6, type: 0, name: 'general', parent_id: 5, topic: 'Old' });
    const live = liveGuild();
    live.channels.push({ id: id(20), type: 4, name: 'Archive', parent_id: null }, { id: id(21), type: 0, name: 'general', parent_id: id(20), topic: 'Old' });
    expect(isClean(drift(snapshot, live))).toBe(true);
    live.channels.find((c) => c.id === id(21))!.parent_id = null;
    const d = drift(snapshot, live);
    expect(d).toMatchObject({ channels_missing_from_guild_count: 0, channels_added_since_snapshot_count: 0, channel_setting_difference_count: 1 });
  });

  it('accepts snapshot ids as strings', () => {
    const snapshot = snapshotOf();
    for (const c of snapshot.channels!) {
      c.id = String(c.id);
      if (c.parent_id !== null && c.parent_id !== undefined) c.parent_id = String(c.parent_id);
      for (const o of c.permission_overwrites ?? []) o.id = String(o.id);
    }
    for (const r of snapshot.roles!) r.id = String(r.id);
    expect(isClean(drift(snapshot))).toBe(true);
  });
});

describe('template blueprint (local computation)', () => {
  it('counts channel kinds and flags privileged grants to @everyone', () => {
    const snapshot = snapshotOf();
    snapshot.roles![0]!.permissions = String((1n << 10n) | (1n << 17n));
    snapshot.channels!.push({ id: 9, type: 13, name: 'stage', nsfw: true, permission_overwrites: [{ id: 0, allow: String(1n << 2n), deny: '0' }] });
    const b = blueprintOf(snapshot);
    expect(b).toMatchObject({ channel_count: 5, category_count: 1, text_channel_count: 2, voice_channel_count: 1, stage_channel_count: 1, nsfw_channel_count: 1, permission_overwrite_count: 3 });
    expect(b.privileged_role_count).toBe(2);
    expect(b.risky_permission_signals).toEqual(['everyone_has:MENTION_EVERYONE', 'everyone_overwrite_grants:BAN_MEMBERS']);
  });
});
