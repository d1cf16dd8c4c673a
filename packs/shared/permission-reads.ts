import { Routes, ToolError, type PlatformRequester } from '../../core/index.js';
import type { Overwrite } from './effective-permissions.js';
import { parseBitfield, type PermissionName } from './permission-flags.js';

/** The fields of Discord's role object the permission tools read. */
export interface RoleRead {
  id: string;
  name: string;
  position: number;
  permissions: string;
  managed?: boolean;
}

interface ChannelRead {
  id: string;
  type: number;
  guild_id?: string;
  parent_id?: string | null;
  permission_overwrites?: { id: string; type: number; allow: string; deny: string }[];
}

const THREAD_TYPES = new Set([10, 11, 12]);

export async function readRoles(platform: PlatformRequester, guildId: string): Promise<RoleRead[]> {
  return platform.request<RoleRead[]>({ method: 'GET', route: Routes.guildRoles(guildId) });
}

/** The channel whose overwrites decide access: the channel itself, or a thread's parent (threads have none). */
export interface PermissionChannel {
  /** Channel id that supplied the overwrites. */
  sourceId: string;
  thread: boolean;
  overwrites: Overwrite[];
}

export async function readPermissionChannel(platform: PlatformRequester, guildId: string, channelId: string): Promise<PermissionChannel> {
  const read = (id: string) => platform.request<ChannelRead>({ method: 'GET', route: Routes.channel(id) });
  let channel = await read(channelId);
  if (channel.guild_id !== guildId) {
    throw new ToolError('PRECONDITION_FAILED', `channel ${channelId} is not a channel of guild ${guildId}; pass the guild that owns it.`);
  }
  const thread = THREAD_TYPES.has(channel.type);
  if (thread) {
    if (!channel.parent_id) throw new ToolError('PRECONDITION_FAILED', `thread ${channelId} has no parent channel to take permissions from.`);
    channel = await read(channel.parent_id);
  }
  return {
    sourceId: channel.id,
    thread,
    overwrites: (channel.permission_overwrites ?? []).map((o) => ({ id: o.id, type: o.type, allow: parseBitfield(o.allow), deny: parseBitfield(o.deny) })),
  };
}

export type ChannelAction = 'view_channel' | 'send_messages' | 'manage_channel';

/** What each channel action needs; in threads posting and managing take the thread-specific permissions. */
export const ACTIONS_PERMISSIONS: Record<ChannelAction, { channel: PermissionName[]; thread: PermissionName[] }> = {
  view_channel: { channel: ['VIEW_CHANNEL'], thread: ['VIEW_CHANNEL'] },
  send_messages: { channel: ['VIEW_CHANNEL', 'SEND_MESSAGES'], thread: ['VIEW_CHANNEL', 'SEND_MESSAGES_IN_THREADS'] },
  manage_channel: { channel: ['VIEW_CHANNEL', 'MANAGE_CHANNELS'], thread: ['VIEW_CHANNEL', 'MANAGE_THREADS'] },
};
export const CHANNEL_ACTIONS = Object.keys(ACTIONS_PERMISSIONS) as ChannelAction[];
