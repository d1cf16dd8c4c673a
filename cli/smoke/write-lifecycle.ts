import type { ArtefactLedger } from './smoke-artefacts.js';
import { uniqueSmokeName } from './smoke-artefacts.js';
import type { SmokeSession } from './smoke-session.js';
import type { StepRecorder } from './smoke-steps.js';

export const WRITE_STEPS = ['create_channel', 'send_message', 'edit_message', 'delete_message', 'delete_channel'] as const;

/** The tools the write lifecycle calls, for the preflight against MCP_CATEGORIES. */
export const WRITE_TOOLS = ['channels_create_guild_channel', 'channels_list', 'messages_send', 'messages_edit', 'messages_delete', 'channels_delete'];

const AUDIT_REASON = 'chat-mcp smoke test (temporary, removed by the same run)';

/**
 * SPEC 4.6.4 rule 2: one temporary text channel, one marker message, edited, then both deleted, each through the
 * MCP tools. Stops at the first failure (the later steps are reported as skipped); cleanup is the caller's job.
 */
export async function runWriteLifecycle(session: SmokeSession, recorder: StepRecorder, ledger: ArtefactLedger, guildId: string): Promise<boolean> {
  const channelName = uniqueSmokeName('chat-mcp-smoke');
  const marker = `chat-mcp smoke marker ${channelName}`;
  let done = 0;
  try {
    const channel = await recorder.run('create_channel', 'lifecycle', async () => {
      try {
        return await session.call('channels_create_guild_channel', {
          guild_id: guildId,
          name: channelName,
          type: 0,
          topic: 'Temporary channel of a chat-mcp smoke run; it is deleted again within seconds.',
          audit_reason: AUDIT_REASON,
        });
      } catch (error) {
        // The answer may be lost after the channel was made: look it up by its unique name so cleanup can find it.
        await adoptLostChannel(session, ledger, guildId, channelName);
        throw error;
      }
    });
    const channelId = String(channel.id);
    ledger.add({ kind: 'channel', id: channelId });
    done++;

    const sent = await recorder.run('send_message', 'lifecycle', () => session.call('messages_send', { channel_id: channelId, content: marker }));
    const messageId = String(sent.message_id);
    ledger.add({ kind: 'message', id: messageId, channelId });
    done++;

    await recorder.run('edit_message', 'lifecycle', () =>
      session.call('messages_edit', { channel_id: channelId, message_id: messageId, content: `${marker} (edited)` }),
    );
    done++;

    await recorder.run('delete_message', 'lifecycle', () =>
      session.call('messages_delete', { channel_id: channelId, message_id: messageId, __confirm: true }),
    );
    ledger.markRemoved('message', messageId);
    done++;

    await recorder.run('delete_channel', 'lifecycle', () =>
      session.call('channels_delete', { channel_id: channelId, audit_reason: AUDIT_REASON, __confirm: true }),
    );
    ledger.markRemoved('channel', channelId);
    return true;
  } catch {
    recorder.skip(WRITE_STEPS.slice(done + 1));
    return false;
  }
}

/** Finds a channel this run created whose creation answer never arrived; a failed lookup changes nothing. */
async function adoptLostChannel(session: SmokeSession, ledger: ArtefactLedger, guildId: string, name: string): Promise<void> {
  try {
    const listed = await session.call('channels_list', { guild_id: guildId });
    const channels = (listed.channels ?? []) as { id: string; name: string }[];
    for (const channel of channels.filter((c) => c.name === name)) ledger.add({ kind: 'channel', id: channel.id });
  } catch {
    // Nothing more can be known; the envelope still reports the failed creation.
  }
}
