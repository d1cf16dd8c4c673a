import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDITABLE_CLIENTS, CLIENTS, clientTableRow, SNIPPET_CLIENTS, type ClientId } from '../../cli/clients/client-ids.js';
import { REMOTE_CLIENTS } from '../../cli/clients/remote-snippet.js';

const README = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');

describe('the client id table', () => {
  it('keeps the spec sets: nine for setup and init, five for doctor --client', () => {
    expect(SNIPPET_CLIENTS).toEqual(['alpha-desktop', 'alpha-code', 'beta-cli', 'gamma-cli', 'delta-cli', 'delta-editor', 'epsilon-cli', 'zeta-harness', 'generic']);
    expect([...AUDITABLE_CLIENTS].sort()).toEqual(['beta-cli', 'delta-cli', 'epsilon-cli', 'eta-cli', 'gamma-cli']);
  });

  it('is the README table, row for row, and the README names the ids --remote takes', () => {
    for (const id of Object.keys(CLIENTS) as ClientId[]) expect(README, id).toContain(clientTableRow(id));
    const remote = REMOTE_CLIENTS.map((id) => `\`${id}\``);
    expect(README).toContain(`\`init --remote <url>\` works for ${remote.slice(0, -1).join(', ')} and ${remote.at(-1)}`);
  });
});
