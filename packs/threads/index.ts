import { definePack } from '../../core/index.js';
import { ThreadsAddMember } from './threads-add-member.js';
import { ThreadsGetMember } from './threads-get-member.js';
import { ThreadsJoin } from './threads-join.js';
import { ThreadsLeave } from './threads-leave.js';
import { ThreadsListMembers } from './threads-list-members.js';
import { ThreadsRemoveMember } from './threads-remove-member.js';

export default definePack('threads', [ThreadsAddMember, ThreadsGetMember, ThreadsJoin, ThreadsLeave, ThreadsListMembers, ThreadsRemoveMember], {
  purpose: 'Thread members: join, leave, add, remove, list',
});
