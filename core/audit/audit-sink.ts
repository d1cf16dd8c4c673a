import { createWriteStream, type WriteStream } from 'node:fs';
import { inject, injectable } from '../dependency-injection.js';
import type { Config } from '../config/config.js';
import type { Logger } from '../logging/logger.js';
import { flushBeforeExit } from '../lifecycle/pending-writes.js';
import { ConfigToken, LoggerToken } from '../tokens.js';

/** One audit event per tool call. It never carries argument values or tokens. */
export interface AuditEvent {
  tool: string;
  category: string | null;
  risk: string | null;
  outcome: string;
  duration_ms: number;
  transport: string;
  guild_id: string | null;
}

/** Writes audit events where CHAT_MCP_AUDIT says: stderr JSON lines (default), a file of JSON lines, or nowhere. */
@injectable()
export class AuditSink {
  private readonly file?: WriteStream;
  private readonly mode: 'stderr' | 'off' | 'file';

  constructor(@inject(ConfigToken) config: Config, @inject(LoggerToken) private readonly logger: Logger) {
    const setting = config.CHAT_MCP_AUDIT;
    this.mode = setting === 'off' ? 'off' : setting.startsWith('file:') ? 'file' : 'stderr';
    if (this.mode === 'file') {
      this.file = createWriteStream(setting.slice('file:'.length), { flags: 'a', mode: 0o600 });
      this.file.on('error', (error) => this.logger.error({ err: error }, 'audit file cannot be written'));
      // The process exits as soon as its work is done (cli/main.ts): buffered records are written first.
      const file = this.file;
      flushBeforeExit(() => new Promise((resolve) => (file.writableLength === 0 || file.destroyed ? resolve() : file.write('', () => resolve()))));
    }
  }

  write(event: AuditEvent): void {
    if (this.mode === 'off') return;
    const record = { type: 'audit', time: new Date().toISOString(), ...event };
    if (this.file) this.file.write(`${JSON.stringify(record)}\n`);
    else this.logger.info({ audit: record }, 'tool call');
  }
}
