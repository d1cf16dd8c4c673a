import { parseJSONRPCMessage, type JSONRPCMessage, type Transport } from '@modelcontextprotocol/server';
import { cachedToolsListAnswer, plainToolsListRequestId } from './tools-list-answer.js';

/** The longest line accepted (the SDK's own stdio limit); longer lines are discarded, not buffered. */
const MAX_LINE_BYTES = 10 * 1024 * 1024;

/** A line the client sent that is answered with a JSON-RPC protocol error: the client's mistake, not the server's. */
export class MalformedFrameError extends Error {
  override readonly name = 'MalformedFrameError';
}

const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;
const INTERNAL_ERROR = -32603;

/**
 * Newline-delimited JSON-RPC over stdin/stdout that answers garbage with protocol errors (JSON-RPC 2.0 §5.1):
 * a line that is not JSON gets -32700, a JSON value that is not a JSON-RPC message gets -32600, and an overlong
 * line is dropped with -32600 instead of closing the session. The SDK's stdio transport skips the first silently
 * and closes the connection on the last, so a client that sent garbage would wait forever or lose the server.
 */
export class StdioLineTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  /**
   * Called when stdin ends or closes. Unset, the transport closes at once; set (serveOverStdio), the owner stops
   * reading, lets the calls in flight answer, and closes the transport itself.
   */
  onInputEnd?: () => void;

  private pending: Buffer[] = [];
  private pendingBytes = 0;
  /** True while skipping the rest of an overlong line. */
  private discarding = false;
  private closed = false;
  /** Set once the client has sent notifications/initialized: tools/list may be answered from then on. */
  private initialized = false;
  /** False once shutdown began: lines still arriving are ignored. */
  private reading = true;
  /** Requests handed to the server and not answered yet, by id (`typeof:value`, so 1 and "1" differ). */
  private readonly unanswered = new Set<string>();
  private idleWaiters: (() => void)[] = [];

  /**
   * `listedTools`, when given, answers the plain `tools/list` request here, from a serialisation made once: through
   * the SDK every answer re-checks and re-serialises the whole list (its size: bench/README.md, `contract_size`).
   * Anything else still goes to the SDK.
   */
  constructor(
    private readonly stdin: NodeJS.ReadableStream = process.stdin,
    private readonly stdout: NodeJS.WritableStream = process.stdout,
    private readonly listedTools?: () => Promise<readonly unknown[]>,
  ) {}

  async start(): Promise<void> {
    this.stdin.on('data', this.onData);
    this.stdin.on('error', this.onStreamError);
    this.stdin.on('end', this.onEnd);
    this.stdin.on('close', this.onEnd);
  }

  send(message: JSONRPCMessage): Promise<void> {
    if (this.closed) return Promise.reject(new Error('stdio transport is closed'));
    this.noteAnswered(message);
    return new Promise((resolve, reject) => {
      const ok = this.stdout.write(`${JSON.stringify(message)}\n`, (error) => (error ? reject(error) : undefined));
      if (ok) resolve();
      else this.stdout.once('drain', () => resolve());
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.stdin.off('data', this.onData);
    this.stdin.off('error', this.onStreamError);
    this.stdin.off('end', this.onEnd);
    this.stdin.off('close', this.onEnd);
    this.pending = [];
    for (const wake of this.idleWaiters.splice(0)) wake();
    this.onclose?.();
  }

  /** Requests the server is still working on (their answers not sent yet). */
  get inFlight(): number {
    return this.unanswered.size;
  }

  /** Ignores everything stdin sends from now on (shutdown: no new requests). */
  stopReading(): void {
    this.reading = false;
    this.pending = [];
    this.pendingBytes = 0;
    this.stdin.off('data', this.onData);
    (this.stdin as NodeJS.ReadStream).pause?.();
  }

  /** Resolves `idle` once every request handed to the server has been answered, or `timeout` after `graceMs`. */
  whenIdle(graceMs: number): Promise<'idle' | 'timeout'> {
    if (!this.unanswered.size) return Promise.resolve('idle');
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve('timeout'), graceMs);
      timer.unref();
      this.idleWaiters.push(() => {
        clearTimeout(timer);
        resolve('idle');
      });
    });
  }

  private noteAnswered(message: JSONRPCMessage): void {
    const { id, method } = message as { id?: unknown; method?: unknown };
    if (method !== undefined || !this.unanswered.delete(idKey(id))) return;
    if (!this.unanswered.size) for (const wake of this.idleWaiters.splice(0)) wake();
  }

  private inputEnded = false;

  /** stdin reports its end twice ('end', then 'close'); the owner hears it once. */
  private readonly onEnd = () => {
    if (this.inputEnded) return;
    this.inputEnded = true;
    if (this.onInputEnd) this.onInputEnd();
    else void this.close();
  };
  private readonly onStreamError = (error: Error) => this.onerror?.(error);

  private readonly onData = (chunk: Buffer | string) => {
    let data = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    for (let newline = data.indexOf(0x0a); newline !== -1 && this.reading; newline = data.indexOf(0x0a)) {
      this.take(data.subarray(0, newline));
      this.finishLine();
      data = data.subarray(newline + 1);
    }
    if (data.length && this.reading) this.take(data);
  };

  private take(part: Buffer): void {
    if (this.discarding || !part.length) return;
    if (this.pendingBytes + part.length > MAX_LINE_BYTES) {
      this.pending = [];
      this.pendingBytes = 0;
      this.discarding = true;
      return;
    }
    this.pending.push(part);
    this.pendingBytes += part.length;
  }

  private finishLine(): void {
    if (this.discarding) {
      this.discarding = false;
      this.reject(null, INVALID_REQUEST, `Invalid Request: message larger than ${MAX_LINE_BYTES} bytes`);
      return;
    }
    const line = Buffer.concat(this.pending).toString('utf8').replace(/\r$/, '');
    this.pending = [];
    this.pendingBytes = 0;
    if (!line.trim()) return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      this.reject(null, PARSE_ERROR, 'Parse error: the line is not valid JSON');
      return;
    }
    if (this.answerToolsList(value)) return;
    let message: JSONRPCMessage;
    try {
      message = parseJSONRPCMessage(value);
    } catch {
      this.reject(requestIdOf(value), INVALID_REQUEST, 'Invalid Request: not a JSON-RPC 2.0 message');
      return;
    }
    const { method, id } = message as { method?: string; id?: unknown };
    if (method === 'notifications/initialized') this.initialized = true;
    if (method !== undefined && id !== undefined) this.unanswered.add(idKey(id));
    this.onmessage?.(message);
  }

  /** The SDK's own answer, from the list serialised once (tools-list-answer.ts). */
  private answerToolsList(value: unknown): boolean {
    if (!this.listedTools || !this.initialized || this.closed) return false;
    const id = plainToolsListRequestId(value);
    if (id === undefined) return false;
    const key = idKey(id);
    this.unanswered.add(key);
    void this.listedTools()
      .then((tools) => {
        const answer = cachedToolsListAnswer(tools);
        if (!this.closed) this.stdout.write(`${answer.head}${answer.tail(id)}\n`);
      })
      .catch((error: unknown) => this.reject(id, INTERNAL_ERROR, `Internal error: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => this.noteAnswered({ jsonrpc: '2.0', id, result: {} } as JSONRPCMessage));
    return true;
  }

  private reject(id: string | number | null, code: number, message: string): void {
    this.onerror?.(new MalformedFrameError(`stdio: ${message}`));
    if (!this.closed) void this.send({ jsonrpc: '2.0', id, error: { code, message } } as unknown as JSONRPCMessage).catch(() => {});
  }
}

function idKey(id: unknown): string {
  return `${typeof id}:${String(id)}`;
}

/** The id to echo in an error answer, when the invalid message carried a usable one (else null, as JSON-RPC says). */
function requestIdOf(value: unknown): string | number | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const id = (value as { id?: unknown }).id;
  if (typeof id === 'string' && id.length <= 256) return id;
  if (typeof id === 'number' && Number.isSafeInteger(id)) return id;
  return null;
}
