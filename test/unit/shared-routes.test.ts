import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../core/config/config.js';
import { createHost } from '../../core/host.js';
import { createLogger } from '../../core/logging/logger.js';
import type { ToolContract } from '../../core/tools/contract.js';

/** The Discord requests a tool sends, in order, as one key. */
const routesOf = (c: Pick<ToolContract, 'platform'>) => c.platform.map((r) => `${r.method} ${r.path}`).join(' | ');

/**
 * Problems with tools that send exactly the same Discord requests: such a pair is a near-duplicate unless the contract
 * says why (`sharesRoutesWith`). In a group, every tool but one names another member, so the group hangs together.
 */
export function sharedRouteProblems(contracts: readonly ToolContract[]): string[] {
  const problems: string[] = [];
  const byName = new Map(contracts.map((c) => [c.name, c]));
  const groups = new Map<string, ToolContract[]>();
  for (const c of contracts) if (c.platform.length) groups.set(routesOf(c), [...(groups.get(routesOf(c)) ?? []), c]);
  for (const [routes, group] of groups) {
    if (group.length < 2) continue;
    const members = new Set(group.map((c) => c.name));
    const undeclared = group.filter((c) => !members.has(c.sharesRoutesWith?.tool ?? '')).map((c) => c.name);
    if (undeclared.length > 1) {
      problems.push(
        `${undeclared.join(', ')} all send exactly ${routes}: a near-duplicate? If each is needed, say why in @tool({ sharesRoutesWith: { tool, reason } }) on all but one of them`,
      );
    }
  }
  for (const c of contracts) {
    const declared = c.sharesRoutesWith;
    if (!declared) continue;
    const other = byName.get(declared.tool);
    if (!declared.reason.trim()) problems.push(`${c.name}: sharesRoutesWith needs a reason`);
    if (!other || other === c) problems.push(`${c.name}: sharesRoutesWith names ${declared.tool}, which is not another registered tool`);
    else if (routesOf(other) !== routesOf(c)) problems.push(`${c.name}: sharesRoutesWith names ${declared.tool}, whose requests differ (${routesOf(other) || 'none'}): remove it`);
  }
  return problems;
}

describe('no two tools send the same requests unless the contract says why', async () => {
  const host = await createHost(buildConfig({ CHAT_TOKEN: 't' }), createLogger('silent'), { allCategories: true });
  const contracts = host.registry.list().map((t) => t.contract);

  it('holds for the registered tools', () => {
    expect(sharedRouteProblems(contracts)).toEqual([]);
  });

  it('refuses a near-duplicate of a tool, and a stale or empty declaration', () => {
    const messagesGet = contracts.find((c) => c.name === 'messages_get')!;
    const copy = { ...messagesGet, name: 'messages_fetch' };
    expect(sharedRouteProblems([...contracts, copy])).toEqual([expect.stringMatching(/^messages_get, messages_fetch all send exactly GET \/channels\/\{channel_id\}\/messages\/\{message_id\}/)]);
    const declared = { ...copy, sharesRoutesWith: { tool: 'messages_get', reason: 'returns the message with its reactions resolved' } };
    expect(sharedRouteProblems([...contracts, declared])).toEqual([]);
    const stale = { ...declared, sharesRoutesWith: { tool: 'events_list', reason: 'old' } };
    expect(sharedRouteProblems([...contracts, stale])).toEqual([
      expect.stringMatching(/^messages_get, messages_fetch all send exactly/),
      expect.stringMatching(/^messages_fetch: sharesRoutesWith names events_list, whose requests differ/),
    ]);
    expect(sharedRouteProblems([...contracts, { ...declared, sharesRoutesWith: { tool: 'messages_get', reason: ' ' } }])).toEqual(['messages_fetch: sharesRoutesWith needs a reason']);
  });
});
