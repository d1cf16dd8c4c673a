import { definePack } from '../../core/index.js';
import { EventsCreate } from './events-create.js';
import { EventsDelete } from './events-delete.js';
import { EventsGet } from './events-get.js';
import { EventsList } from './events-list.js';
import { EventsListUsers } from './events-list-users.js';
import { EventsModify } from './events-modify.js';

export default definePack('events', [EventsCreate, EventsDelete, EventsGet, EventsList, EventsListUsers, EventsModify], {
  purpose: 'Scheduled events: create, edit, cancel, and see who is interested',
});
