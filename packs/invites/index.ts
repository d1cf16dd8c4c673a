import { definePack } from '../../core/index.js';
import { InvitesCreateChannel } from './invites-create-channel.js';
import { InvitesDelete } from './invites-delete.js';
import { InvitesGet } from './invites-get.js';
import { InvitesListChannel } from './invites-list-channel.js';

export default definePack('invites', [InvitesCreateChannel, InvitesDelete, InvitesGet, InvitesListChannel], {
  purpose: 'Invite links: create, inspect, list, revoke',
});
