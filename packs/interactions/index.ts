import { definePack } from '../../core/index.js';
import { InteractionsCreateFollowup } from './interactions-create-followup.js';
import { InteractionsCreateResponse } from './interactions-create-response.js';
import { InteractionsDeleteFollowup } from './interactions-delete-followup.js';
import { InteractionsDeleteOriginalResponse } from './interactions-delete-original-response.js';
import { InteractionsEditFollowup } from './interactions-edit-followup.js';
import { InteractionsEditOriginalResponse } from './interactions-edit-original-response.js';
import { InteractionsGetFollowup } from './interactions-get-followup.js';
import { InteractionsGetOriginalResponse } from './interactions-get-original-response.js';

export default definePack('interactions', [
  InteractionsCreateFollowup,
  InteractionsCreateResponse,
  InteractionsDeleteFollowup,
  InteractionsDeleteOriginalResponse,
  InteractionsEditFollowup,
  InteractionsEditOriginalResponse,
  InteractionsGetFollowup,
  InteractionsGetOriginalResponse,
], {
  purpose: 'Replies to slash commands and buttons: responses and follow-ups',
});
