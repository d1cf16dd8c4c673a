import { randomBytes } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { apiChannel, apiGuild, apiUser } from '../serialize.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { dispatchFor, intentOf, INTENTS, PRIVILEGED_INTENTS, type Dispatch, type DispatchInput } from './gateway-events.js';

/** Gateway opcodes and close codes used here (documented values). */
const OP = { DISPATCH: 0, HEARTBEAT: 1, IDENTIFY: 2, RESUME: 6, RECONNECT: 7, INVALID_SESSION: 9, HELLO: 10, HEARTBEAT_ACK: 11 } as const;
const CLOSE = { AUTHENTICATION_FAILED: 4004, DISALLOWED_INTENTS: 4014, NOT_AUTHENTICATED: 4003, INVALID_SEQ: 4007 } as const;
const RESUME_BUFFER = 500;

interface Session {
  id: string;
  intents: number;
  seq: number;
  socket: WebSocket | null;
  /** Recently sent dispatches, for RESUME. */
  sent: { s: number; payload: string }[];
}

export interface GatewayOptions {
  heartbeatIntervalMs?: number;
  /** Privileged intents the application may use; others close the socket with 4014. Default: all. */
  allowedPrivilegedIntents?: number;
}

/**
 * A Discord Gateway (v10, JSON) on the emulator's HTTP server at `/gateway`: HELLO, IDENTIFY/RESUME, READY,
 * heartbeats, and dispatches produced by REST writes, filtered by each session's intents.
 */
export class GatewayServer {
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly sessions = new Map<string, Session>();
  private readonly heartbeatIntervalMs: number;
  allowedPrivilegedIntents: number;
  /** Every IDENTIFY's intents, for tests. */
  readonly identified: number[] = [];

  constructor(
    private readonly state: EmulatorState,
    server: Server,
    options: GatewayOptions = {},
  ) {
    this.heartbeatIntervalMs = options.heartbeatIntervalMs ?? 41_250;
    this.allowedPrivilegedIntents = options.allowedPrivilegedIntents ?? PRIVILEGED_INTENTS;
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (!(req.url ?? '').startsWith('/gateway')) return void socket.destroy();
      this.wss.handleUpgrade(req, socket, head, (ws) => this.accept(ws));
    });
  }

  get connectedSessions(): number {
    return [...this.sessions.values()].filter((s) => s.socket).length;
  }

  private send(ws: WebSocket, payload: object): void {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(payload));
  }

  private accept(ws: WebSocket): void {
    let session: Session | undefined;
    this.send(ws, { op: OP.HELLO, d: { heartbeat_interval: this.heartbeatIntervalMs }, s: null, t: null });
    ws.on('message', (raw) => {
      let msg: { op: number; d: any };
      try {
        msg = JSON.parse(raw.toString());
      } catch {
        return ws.close(4002, 'Decode error');
      }
      if (msg.op === OP.HEARTBEAT) return this.send(ws, { op: OP.HEARTBEAT_ACK, d: null, s: null, t: null });
      if (msg.op === OP.IDENTIFY) {
        if (msg.d?.token?.replace(/^Bot /, '') !== this.state.botToken) return ws.close(CLOSE.AUTHENTICATION_FAILED, 'Authentication failed');
        const intents = Number(msg.d.intents ?? 0);
        if (intents & PRIVILEGED_INTENTS & ~this.allowedPrivilegedIntents) return ws.close(CLOSE.DISALLOWED_INTENTS, 'Disallowed intent(s)');
        this.identified.push(intents);
        session = { id: randomBytes(16).toString('hex'), intents, seq: 0, socket: ws, sent: [] };
        this.sessions.set(session.id, session);
        this.ready(session);
        return;
      }
      if (msg.op === OP.RESUME) {
        const found = this.sessions.get(msg.d?.session_id);
        if (!found || msg.d?.token?.replace(/^Bot /, '') !== this.state.botToken) {
          return this.send(ws, { op: OP.INVALID_SESSION, d: false, s: null, t: null });
        }
        session = found;
        session.socket?.terminate();
        session.socket = ws;
        const missed = session.sent.filter((e) => e.s > Number(msg.d.seq ?? 0));
        for (const e of missed) ws.send(e.payload);
        this.dispatchTo(session, 'RESUMED', {});
        return;
      }
      if (!session) ws.close(CLOSE.NOT_AUTHENTICATED, 'Not authenticated');
    });
    ws.on('close', () => {
      if (session && session.socket === ws) session.socket = null;
    });
  }

  private ready(session: Session): void {
    const guilds = [...this.state.guilds.values()].filter((g) => g.members.has(this.state.botUserId));
    const resumeUrl = this.state.gatewayUrl ?? '';
    this.dispatchTo(session, 'READY', {
      v: 10,
      user: apiUser(this.state.botUser),
      guilds: guilds.map((g) => ({ id: g.id, unavailable: true })),
      session_id: session.id,
      resume_gateway_url: resumeUrl,
      shard: [0, 1],
      application: { id: this.state.botUserId, flags: 0 },
    });
    for (const g of guilds) {
      this.dispatchTo(session, 'GUILD_CREATE', {
        ...apiGuild(g),
        joined_at: g.members.get(this.state.botUserId)!.joined_at,
        large: false,
        unavailable: false,
        member_count: g.members.size,
        channels: [...g.channels].map((id) => apiChannel(this.state.channel(id))),
        threads: [],
        voice_states: [],
        members: [],
        presences: [],
        stage_instances: [],
        guild_scheduled_events: [],
        soundboard_sounds: [],
      });
    }
  }

  private dispatchTo(session: Session, event: string, data: object): void {
    const s = ++session.seq;
    const payload = JSON.stringify({ op: OP.DISPATCH, t: event, s, d: data });
    session.sent.push({ s, payload });
    if (session.sent.length > RESUME_BUFFER) session.sent.shift();
    if (session.socket?.readyState === session.socket?.OPEN) session.socket?.send(payload);
  }

  /** Sends an event to every session whose intents cover it (and that can see the guild). */
  dispatch(dispatch: Dispatch): void {
    const intent = intentOf(dispatch.event);
    if (dispatch.guildId && !this.state.guilds.get(dispatch.guildId)?.members.has(this.state.botUserId)) return;
    for (const session of this.sessions.values()) {
      if (!(session.intents & intent)) continue;
      let data = dispatch.data;
      if (dispatch.event.startsWith('MESSAGE_') && !(session.intents & INTENTS.MESSAGE_CONTENT)) {
        const { content: _c, embeds: _e, attachments: _a, components: _k, ...rest } = data as Record<string, unknown>;
        data = rest;
      }
      this.dispatchTo(session, dispatch.event, data);
    }
  }

  /** Called by the REST side after every applied write. */
  afterWrite(input: DispatchInput): void {
    const dispatch = dispatchFor(input, (channelId) => this.state.channels.get(channelId)?.guild_id ?? null);
    if (dispatch) this.dispatch(dispatch);
  }

  /** Drops every connection abnormally (no close frame), as a network failure would. */
  dropAll(): void {
    for (const session of this.sessions.values()) session.socket?.terminate();
  }

  close(): void {
    for (const client of this.wss.clients) client.terminate();
    this.wss.close();
  }
}
