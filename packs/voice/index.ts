import { definePack } from '../../core/index.js';
import { VoiceGetCurrentUserState } from './voice-get-current-user-state.js';
import { VoiceGetUserState } from './voice-get-user-state.js';
import { VoiceListRegions } from './voice-list-regions.js';

export default definePack('voice', [VoiceGetCurrentUserState, VoiceGetUserState, VoiceListRegions], {
  purpose: 'Voice: voice states and voice regions',
});
