import type { Config } from '../../../core/index.js';
import { SealedStore } from './sealed-store.js';
import { blueprintStateFolder } from './state-folder.js';

const stores = new Map<string, SealedStore>();

/** The sealed store of this process's state folder (one per folder, so the key is read once). */
export function blueprintStore(config: Pick<Config, 'CHAT_MCP_STATE_DIR'>): SealedStore {
  const folder = blueprintStateFolder(config.CHAT_MCP_STATE_DIR);
  let store = stores.get(folder);
  if (!store) stores.set(folder, (store = new SealedStore(folder)));
  return store;
}
