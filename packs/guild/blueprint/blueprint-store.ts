import type { Config } from '../../../core/index.js';
import { RedisBlueprintState, sharedKeyOf } from '../../shared/blueprint-state/redis-state.js';
import { FolderBlueprintState, SealedStore } from './sealed-store.js';
import type { BlueprintState } from '../../shared/blueprint-state/state-backend.js';
import { blueprintStateFolder } from './state-folder.js';

const states = new Map<string, BlueprintState>();

type StateConfig = Pick<Config, 'CHAT_MCP_STATE_DIR' | 'CHAT_MCP_STATE_URL' | 'CHAT_MCP_STATE_KEY'>;

/**
 * This process's blueprint state: Redis when CHAT_MCP_STATE_URL is set (replicas share it; the configuration
 * check guarantees CHAT_MCP_STATE_KEY then), else the local folder. One per location, so the folder key is read
 * once and Redis is connected once.
 */
export function blueprintState(config: StateConfig): BlueprintState {
  const url = config.CHAT_MCP_STATE_URL;
  if (url) {
    if (!config.CHAT_MCP_STATE_KEY) throw new Error('CHAT_MCP_STATE_KEY is required with CHAT_MCP_STATE_URL');
    const key = sharedKeyOf(config.CHAT_MCP_STATE_KEY);
    const id = `${url}\n${key.toString('hex')}`;
    let state = states.get(id);
    if (!state) states.set(id, (state = new RedisBlueprintState(url, key)));
    return state;
  }
  const folder = blueprintStateFolder(config.CHAT_MCP_STATE_DIR);
  let state = states.get(folder);
  if (!state) states.set(folder, (state = new FolderBlueprintState(new SealedStore(folder))));
  return state;
}
