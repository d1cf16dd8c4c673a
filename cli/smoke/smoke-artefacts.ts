import { randomBytes } from 'node:crypto';
import type { SmokeSession } from './smoke-session.js';
import type { StepRecorder } from './smoke-steps.js';

/** Something a smoke run created on the platform and must remove again. */
export interface SmokeArtefact {
  kind: 'channel' | 'message' | 'template';
  id: string;
  /** The channel a message lives in (deleting the channel removes the message too). */
  channelId?: string;
  removed: boolean;
}

/** What the envelope reports about cleanup: nothing was left behind, or exactly what was. */
export interface CleanupState {
  state: 'not_needed' | 'clean' | 'failed';
  /** Artefacts still on the platform after the run. */
  leftovers: { kind: SmokeArtefact['kind']; id: string }[];
}

/** A name no other run produces: the lifecycle can find "its" channel even when an answer was lost. */
export function uniqueSmokeName(prefix: string, now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `${prefix}-${stamp}-${randomBytes(3).toString('hex')}`;
}

/** The artefacts of one run, in creation order. */
export class ArtefactLedger {
  readonly items: SmokeArtefact[] = [];

  add(item: Omit<SmokeArtefact, 'removed'>): SmokeArtefact {
    const entry = { ...item, removed: false };
    this.items.push(entry);
    return entry;
  }

  markRemoved(kind: SmokeArtefact['kind'], id: string): void {
    for (const item of this.items) {
      if (item.kind === kind && item.id === id) item.removed = true;
      // A deleted channel takes its messages with it.
      if (kind === 'channel' && item.kind === 'message' && item.channelId === id) item.removed = true;
    }
  }

  remaining(): SmokeArtefact[] {
    return this.items.filter((item) => !item.removed);
  }

  /**
   * After a failure: removes what is left, newest first, each as its own `cleanup_*` step through the same MCP
   * tools (deletes still pass `__confirm: true`). A message is removed with its channel, so only channels and
   * templates need calls. A cleanup failure is recorded, never thrown.
   */
  async cleanUp(session: SmokeSession, recorder: StepRecorder, guildId: string): Promise<void> {
    for (const item of [...this.remaining()].reverse()) {
      if (item.removed) continue;
      try {
        if (item.kind === 'template') {
          await recorder.run('cleanup_delete_template', 'cleanup', () =>
            session.call('templates_delete', { guild_id: guildId, template_code: item.id, __confirm: true }),
          );
          this.markRemoved('template', item.id);
        } else if (item.kind === 'channel') {
          await recorder.run('cleanup_delete_channel', 'cleanup', () => session.call('channels_delete', { channel_id: item.id, __confirm: true }));
          this.markRemoved('channel', item.id);
        } else if (item.channelId && !this.items.some((c) => c.kind === 'channel' && c.id === item.channelId && !c.removed)) {
          await recorder.run('cleanup_delete_message', 'cleanup', () =>
            session.call('messages_delete', { channel_id: item.channelId, message_id: item.id, __confirm: true }),
          );
          this.markRemoved('message', item.id);
        }
      } catch {
        // Already recorded as a failed cleanup step; the artefact stays in `remaining()` and is reported.
      }
    }
  }

  cleanupState(cleanupAttempted: boolean): CleanupState {
    const leftovers = this.remaining().map(({ kind, id }) => ({ kind, id }));
    if (leftovers.length) return { state: 'failed', leftovers };
    return { state: cleanupAttempted ? 'clean' : 'not_needed', leftovers };
  }
}
