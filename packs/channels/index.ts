import { definePack } from '../../core/index.js';
import { ChannelsCreateGuildChannel } from './channels-create-guild-channel.js';
import { ChannelsDelete } from './channels-delete.js';
import { ChannelsDeletePermissions } from './channels-delete-permissions.js';
import { ChannelsFollowAnnouncement } from './channels-follow-announcement.js';
import { ChannelsForumCreateThread } from './channels-forum-create-thread.js';
import { ChannelsGet } from './channels-get.js';
import { ChannelsList } from './channels-list.js';
import { ChannelsListActiveThreadsGuild } from './channels-list-active-threads-guild.js';
import { ChannelsListJoinedPrivateArchivedThreads } from './channels-list-joined-private-archived-threads.js';
import { ChannelsListPrivateArchivedThreads } from './channels-list-private-archived-threads.js';
import { ChannelsListPublicArchivedThreads } from './channels-list-public-archived-threads.js';
import { ChannelsModify } from './channels-modify.js';
import { ChannelsModifyPermissions } from './channels-modify-permissions.js';
import { ChannelsTriggerTyping } from './channels-trigger-typing.js';

export default definePack('channels', [
  ChannelsCreateGuildChannel,
  ChannelsDelete,
  ChannelsDeletePermissions,
  ChannelsFollowAnnouncement,
  ChannelsForumCreateThread,
  ChannelsGet,
  ChannelsList,
  ChannelsListActiveThreadsGuild,
  ChannelsListJoinedPrivateArchivedThreads,
  ChannelsListPrivateArchivedThreads,
  ChannelsListPublicArchivedThreads,
  ChannelsModify,
  ChannelsModifyPermissions,
  ChannelsTriggerTyping,
], {
  purpose: 'Channels, categories, forums and threads lists: create, edit, delete, permissions, follow announcements',
});
