import { definePack } from '../../core/index.js';
import { WebhooksCreate } from './webhooks-create.js';
import { WebhooksDelete } from './webhooks-delete.js';
import { WebhooksDeleteMessage } from './webhooks-delete-message.js';
import { WebhooksDeleteWithToken } from './webhooks-delete-with-token.js';
import { WebhooksEditMessage } from './webhooks-edit-message.js';
import { WebhooksExecute } from './webhooks-execute.js';
import { WebhooksGet } from './webhooks-get.js';
import { WebhooksGetMessage } from './webhooks-get-message.js';
import { WebhooksGetWithToken } from './webhooks-get-with-token.js';
import { WebhooksListChannel } from './webhooks-list-channel.js';
import { WebhooksListGuild } from './webhooks-list-guild.js';
import { WebhooksModify } from './webhooks-modify.js';
import { WebhooksModifyWithToken } from './webhooks-modify-with-token.js';

export default definePack('webhooks', [
  WebhooksCreate,
  WebhooksDelete,
  WebhooksDeleteMessage,
  WebhooksDeleteWithToken,
  WebhooksEditMessage,
  WebhooksExecute,
  WebhooksGet,
  WebhooksGetMessage,
  WebhooksGetWithToken,
  WebhooksListChannel,
  WebhooksListGuild,
  WebhooksModify,
  WebhooksModifyWithToken,
], {
  purpose: 'Webhooks: create, edit, post through, delete',
});
