import type { LiveKind } from './live-kinds.js';

const MAX_PRESENCES = 1_000;
const MAX_TYPING = 50;
const TYPING_WINDOW_MS = 60_000;
const MAX_AUDIT = 50;

type Json = Record<string, unknown>;

const pickChannel = (c: any) => ({ id: c.id, name: c.name ?? null, type: c.type, parent_id: c.parent_id ?? null, position: c.position ?? 0, topic: c.topic ?? null });

/**
 * What the Gateway has told us about one guild, bounded: presences, typing and audit entries keep only the most
 * recent items. Each update reports which live views changed.
 */
export class GuildLiveState {
  summary: Json | null = null;
  channels = new Map<string, Json>();
  channelsKnown = false;
  voiceStates = new Map<string, Json>();
  presences = new Map<string, Json>();
  typing: Json[] = [];
  auditLog: Json[] = [];
  auditKnown = false;

  constructor(readonly guildId: string) {}

  /** Applies one dispatch; returns the views it changed. */
  apply(event: string, d: any): LiveKind[] {
    switch (event) {
      case 'GUILD_CREATE':
        this.summary = { id: d.id, name: d.name, member_count: d.member_count ?? null, features: d.features ?? [], owner_id: d.owner_id ?? null };
        this.channels = new Map((d.channels ?? []).map((c: any) => [c.id, pickChannel(c)]));
        this.channelsKnown = true;
        this.voiceStates = new Map((d.voice_states ?? []).map((v: any) => [v.user_id, { user_id: v.user_id, channel_id: v.channel_id }]));
        for (const p of d.presences ?? []) this.setPresence(p);
        return ['summary', 'channels', 'voice-states', 'presences'];
      case 'GUILD_UPDATE':
        this.summary = { ...(this.summary ?? {}), id: d.id, name: d.name, features: d.features ?? [], owner_id: d.owner_id ?? null };
        return ['summary'];
      case 'GUILD_MEMBER_ADD':
      case 'GUILD_MEMBER_REMOVE':
        if (this.summary && typeof this.summary.member_count === 'number') this.summary.member_count += event === 'GUILD_MEMBER_ADD' ? 1 : -1;
        return ['summary'];
      case 'CHANNEL_CREATE':
      case 'CHANNEL_UPDATE':
        this.channels.set(d.id, pickChannel(d));
        return ['channels'];
      case 'CHANNEL_DELETE':
        this.channels.delete(d.id);
        return ['channels'];
      case 'VOICE_STATE_UPDATE':
        if (!d.user_id) return [];
        if (d.channel_id) this.voiceStates.set(d.user_id, { user_id: d.user_id, channel_id: d.channel_id, self_mute: d.self_mute ?? false, self_deaf: d.self_deaf ?? false });
        else this.voiceStates.delete(d.user_id);
        return ['voice-states'];
      case 'PRESENCE_UPDATE':
        this.setPresence(d);
        return ['presences'];
      case 'TYPING_START': {
        const now = Date.now();
        this.typing = [...this.typing.filter((t) => now - Date.parse(String(t.at)) < TYPING_WINDOW_MS), { user_id: d.user_id ?? null, channel_id: d.channel_id, at: new Date((d.timestamp ?? now / 1000) * 1000).toISOString() }].slice(-MAX_TYPING);
        return ['typing'];
      }
      case 'GUILD_AUDIT_LOG_ENTRY_CREATE':
        this.auditLog = [{ id: d.id, action_type: d.action_type, user_id: d.user_id ?? null, target_id: d.target_id ?? null, reason: d.reason ?? null }, ...this.auditLog].slice(0, MAX_AUDIT);
        return ['audit-log'];
      default:
        return [];
    }
  }

  private setPresence(p: any): void {
    const userId = p.user?.id;
    if (!userId) return;
    this.presences.delete(userId);
    this.presences.set(userId, { user_id: userId, status: p.status ?? 'offline', activities: (p.activities ?? []).map((a: any) => a.name) });
    while (this.presences.size > MAX_PRESENCES) this.presences.delete(this.presences.keys().next().value!);
  }
}
