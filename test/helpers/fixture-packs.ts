import { join } from 'node:path';
import type { HostOptions } from '../../core/host.js';

/** A host that loads the events pack plus the policy fixture pack from test/fixtures. */
export const policyFixtureHost: HostOptions = {
  packRoot: join(import.meta.dirname, '..', 'fixtures'),
  manifest: {
    schema: 'chat-mcp.pack-manifest.v1',
    packs: [
      { category: 'events', module: 'packs/events/index.js', tools: ['events_create', 'events_delete', 'events_get', 'events_list', 'events_list_users', 'events_modify'] },
      { category: 'policyfx', module: 'packs/policyfx/index.js', tools: ['policyfx_bad_output', 'policyfx_crash', 'policyfx_dm', 'policyfx_channel_name'] },
    ],
  },
};
