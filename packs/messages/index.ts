import { definePack } from '../../core/index.js';
import { MessagesBulkDelete } from './messages-bulk-delete.js';
import { MessagesCreateThread } from './messages-create-thread.js';
import { MessagesCrosspost } from './messages-crosspost.js';
import { MessagesDelete } from './messages-delete.js';
import { MessagesEdit } from './messages-edit.js';
import { MessagesGet } from './messages-get.js';
import { MessagesListPins } from './messages-list-pins.js';
import { MessagesPin } from './messages-pin.js';
import { MessagesRead } from './messages-read.js';
import { MessagesSearchRecent } from './messages-search-recent.js';
import { MessagesSend } from './messages-send.js';
import { MessagesUnpin } from './messages-unpin.js';

export default definePack('messages', [
  MessagesBulkDelete,
  MessagesCreateThread,
  MessagesCrosspost,
  MessagesDelete,
  MessagesEdit,
  MessagesGet,
  MessagesListPins,
  MessagesPin,
  MessagesRead,
  MessagesSearchRecent,
  MessagesSend,
  MessagesUnpin,
], {
  purpose: 'Messages: send, read, edit, delete, pin, search, crosspost, start threads',
});
