import { definePack } from '../../core/index.js';
import { PollsEnd } from './polls-end.js';
import { PollsGetVoters } from './polls-get-voters.js';

export default definePack('polls', [PollsEnd, PollsGetVoters], {
  purpose: 'Polls: see voters, end a poll',
});
