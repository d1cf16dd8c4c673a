import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

interface ScenarioSummary {
  scenario: string;
  status: 'PASS' | 'N/A' | 'FAIL';
  passed: number;
  passedChecks: string[];
  failed: { id: string; error: string | null }[];
  warnings: string[];
}

/** Runs run-conformance.mjs (spawned server, bearer proxy, official suite) for one requirement set. */
function runRequirements(revision: string): Promise<{ code: number | null; output: string; scenarios: ScenarioSummary[] }> {
  const out = join(mkdtempSync(join(tmpdir(), 'chat-mcp-conformance-summary-')), 'summary.json');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(import.meta.dirname, 'run-conformance.mjs'), '--json', out, '--', '--requirements', revision]);
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('close', (code) => {
      let scenarios: ScenarioSummary[] = [];
      try {
        scenarios = JSON.parse(readFileSync(out, 'utf8')).scenarios;
      } catch {
        scenarios = [];
      }
      resolve({ code, output, scenarios });
    });
  });
}

const byName = (scenarios: ScenarioSummary[]) => new Map(scenarios.map((s) => [s.scenario, s]));

// Every failed check must be explained by a missing suite fixture or an optional capability chat-mcp does not
// offer (see RESULTS.md); the transport scenarios must pass outright.
describe('official MCP conformance suite against serve --http', () => {
  it('2026-07-28 requirement set: transport scenarios pass, nothing fails for a reason of ours', { timeout: 180_000 }, async () => {
    const run = await runRequirements('2026-07-28');
    expect(run.scenarios.length, run.output).toBeGreaterThan(40);
    expect(run.scenarios.filter((s) => s.status === 'FAIL'), run.output).toEqual([]);
    const scenarios = byName(run.scenarios);
    for (const name of ['tools-list', 'resources-list', 'dns-rebinding-protection', 'http-header-validation', 'sep-2164-resource-not-found']) {
      expect(scenarios.get(name)?.status, name).toBe('PASS');
    }
    expect(scenarios.get('server-stateless')?.passed).toBeGreaterThanOrEqual(21);
    // resources/templates/list answers (an empty list) with caching hints; an unknown read names its URI in data.uri.
    expect(scenarios.get('caching')?.passedChecks).toContain('sep-2549-resources-templates-list-caching-hints');
    expect(scenarios.get('sep-2164-resource-not-found')?.passedChecks).toContain('sep-2164-data-uri');
    expect(scenarios.get('sep-2164-resource-not-found')?.warnings).toEqual([]);
    expect(run.code).toBe(0);
  });

  it('2025-11-25 requirement set (stateless compatibility path): lifecycle scenarios pass', { timeout: 180_000 }, async () => {
    const run = await runRequirements('2025-11-25');
    expect(run.scenarios.length, run.output).toBeGreaterThan(25);
    expect(run.scenarios.filter((s) => s.status === 'FAIL'), run.output).toEqual([]);
    const scenarios = byName(run.scenarios);
    for (const name of ['server-initialize', 'ping', 'tools-list', 'resources-list', 'dns-rebinding-protection']) {
      expect(scenarios.get(name)?.status, name).toBe('PASS');
    }
    expect(run.code).toBe(0);
  });
});
