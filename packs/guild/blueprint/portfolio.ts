import type { BlueprintInput } from './blueprint-schema.js';

type CategoryInput = BlueprintInput['categories'][number];
type RoleInput = BlueprintInput['roles'][number];

/** One built-in layout. `tags` and `description` are what the request is matched against (fuse.js). */
export interface PortfolioTemplate {
  id: string;
  name: string;
  description: string;
  tags: readonly string[];
  /** Roles between the staff roles and everyone else, highest first. */
  roles: readonly RoleInput[];
  /** The template's own categories, after Welcome and Community. */
  categories: readonly CategoryInput[];
  /** Extra open channels in the Community category. */
  community: readonly string[];
  /** Onboarding interest options: a cosmetic role of the same name plus the channels it points at. */
  interests: readonly { title: string; channels: readonly string[] }[];
  /** Voice room names, used when the request wants voice (or the template defaults to it). */
  voiceRooms: readonly string[];
  voiceByDefault: boolean;
  /** Channels the welcome screen points at, besides rules and general. */
  highlights: readonly string[];
}

const text = (name: string, topic: string, extra: Partial<CategoryInput['channels'][number]> = {}) => ({ name, type: 'text' as const, topic, ...extra });
const forum = (name: string, topic: string) => ({ name, type: 'forum' as const, topic });
const readOnly = (name: string, topic: string) => ({ name, type: 'text' as const, topic, access: [{ role: '@everyone', intent: 'read_only' as const }, { role: 'Moderator', intent: 'post' as const }] });

export const PORTFOLIO: readonly PortfolioTemplate[] = [
  {
    id: 'gaming-community',
    name: 'Gaming community',
    description: 'A gaming clan or guild: looking-for-group, per-game channels, clips, tournaments and squad voice rooms.',
    tags: ['gaming', 'games', 'gamers', 'clan', 'guild', 'esports', 'tournament', 'squad', 'lfg', 'raid', 'minecraft', 'valorant', 'fortnite'],
    roles: [{ name: 'Organiser', intent: 'organiser', color: 0xe67e22, hoist: true }],
    categories: [{ name: 'Games', channels: [forum('looking-for-group', 'Find a squad: game, time, rank'), text('clips', 'Share your best plays', { slowmode: 10 }), text('tournaments', 'Brackets and results')] }],
    community: ['memes'],
    interests: [
      { title: 'Competitive', channels: ['tournaments'] },
      { title: 'Casual', channels: ['looking-for-group'] },
      { title: 'Content', channels: ['clips'] },
    ],
    voiceRooms: ['Squad 1', 'Squad 2', 'Squad 3', 'Squad 4', 'AFK'],
    voiceByDefault: true,
    highlights: ['looking-for-group'],
  },
  {
    id: 'study-group',
    name: 'Study group',
    description: 'A study group or class: subject channels, homework help, shared notes and quiet study voice rooms.',
    tags: ['study', 'studying', 'school', 'class', 'course', 'homework', 'exam', 'university', 'college', 'students', 'learning', 'tutoring'],
    roles: [{ name: 'Tutor', intent: 'helper', color: 0x1abc9c, hoist: true }],
    categories: [{ name: 'Study', channels: [forum('homework-help', 'Ask one question per post'), text('notes', 'Share notes and summaries'), text('resources', 'Links, books and videos'), text('exam-prep', 'Plans and practice questions')] }],
    community: ['off-topic'],
    interests: [
      { title: 'Homework help', channels: ['homework-help'] },
      { title: 'Exam prep', channels: ['exam-prep'] },
      { title: 'Notes', channels: ['notes', 'resources'] },
    ],
    voiceRooms: ['Quiet Study', 'Study Room 1', 'Study Room 2', 'Study Room 3'],
    voiceByDefault: false,
    highlights: ['homework-help'],
  },
  {
    id: 'open-source-project',
    name: 'Open-source project',
    description: 'An open-source software project: development, contributors, support questions, releases and feedback.',
    tags: ['open', 'source', 'opensource', 'github', 'code', 'coding', 'developer', 'developers', 'contributors', 'library', 'software', 'programming'],
    roles: [
      { name: 'Maintainer', intent: 'helper', color: 0x3498db, hoist: true },
      { name: 'Contributor', intent: 'member', color: 0x2ecc71 },
    ],
    categories: [{ name: 'Project', channels: [readOnly('releases', 'Release notes'), text('development', 'Design and code discussion'), forum('help', 'Usage questions, one per post'), forum('ideas', 'Feature requests and feedback')] }],
    community: ['showcase'],
    interests: [
      { title: 'Using it', channels: ['help'] },
      { title: 'Contributing', channels: ['development'] },
      { title: 'Ideas', channels: ['ideas'] },
    ],
    voiceRooms: ['Pairing', 'Office Hours'],
    voiceByDefault: false,
    highlights: ['help'],
  },
  {
    id: 'creator-fan-club',
    name: 'Creator fan club',
    description: 'A creator, streamer or podcast fan club: stream announcements, fan art, supporter perks and hangouts.',
    tags: ['creator', 'fan', 'fans', 'fanclub', 'youtube', 'youtuber', 'twitch', 'streamer', 'stream', 'podcast', 'patreon', 'subscribers'],
    roles: [{ name: 'Supporter', intent: 'member', color: 0x9b59b6, hoist: true, mentionable: false }],
    categories: [{ name: 'Fan Zone', channels: [readOnly('stream-alerts', 'When we go live'), text('fan-art', 'Your art, credited', { slowmode: 30 }), text('suggestions', 'Ideas for videos and streams'), text('supporters', 'Perks for supporters')] }],
    community: ['clips'],
    interests: [
      { title: 'Live streams', channels: ['stream-alerts'] },
      { title: 'Fan art', channels: ['fan-art'] },
      { title: 'Ideas', channels: ['suggestions'] },
    ],
    voiceRooms: ['Hangout', 'Watch Party'],
    voiceByDefault: true,
    highlights: ['fan-art'],
  },
  {
    id: 'company-team',
    name: 'Company team',
    description: 'A company or startup team workspace: department channels, stand-ups, meeting rooms and a staff area.',
    tags: ['company', 'team', 'work', 'workplace', 'office', 'startup', 'business', 'department', 'colleagues', 'remote', 'employees'],
    roles: [
      { name: 'Manager', intent: 'organiser', color: 0x34495e, hoist: true },
      { name: 'Employee', intent: 'member', color: 0x95a5a6 },
    ],
    categories: [{ name: 'Work', channels: [text('standups', 'Daily updates: done, doing, blocked'), text('engineering', 'Engineering team'), text('design', 'Design team'), text('sales', 'Sales team'), text('random', 'Water cooler')] }],
    community: ['kudos'],
    interests: [
      { title: 'Engineering', channels: ['engineering'] },
      { title: 'Design', channels: ['design'] },
      { title: 'Sales', channels: ['sales'] },
    ],
    voiceRooms: ['Meeting Room', 'Focus Room', 'Coffee'],
    voiceByDefault: true,
    highlights: ['standups'],
  },
  {
    id: 'event-meetup',
    name: 'Events and meetups',
    description: 'A local meetup, conference or event community: event calendar, RSVPs, venue info and recaps.',
    tags: ['event', 'events', 'meetup', 'meetups', 'conference', 'local', 'hackathon', 'festival', 'gathering', 'community', 'rsvp'],
    roles: [{ name: 'Organiser', intent: 'organiser', color: 0xf1c40f, hoist: true }, { name: 'Volunteer', intent: 'helper', color: 0x16a085 }],
    categories: [{ name: 'Events', channels: [readOnly('upcoming-events', 'What is on and when'), text('venue-info', 'Where, how to get there, accessibility'), text('recaps', 'Photos and notes afterwards'), text('carpool', 'Share rides')] }],
    community: ['city-chat'],
    interests: [
      { title: 'Attending events', channels: ['upcoming-events'] },
      { title: 'Volunteering', channels: ['venue-info'] },
      { title: 'Recaps', channels: ['recaps'] },
    ],
    voiceRooms: ['Lobby', 'Planning'],
    voiceByDefault: false,
    highlights: ['upcoming-events'],
  },
  {
    id: 'support-desk',
    name: 'Support desk',
    description: 'A product support or help desk: help forum, FAQ, status updates, bug reports and staff triage.',
    tags: ['support', 'help', 'helpdesk', 'tickets', 'customer', 'customers', 'faq', 'product', 'service', 'bugs', 'troubleshooting'],
    roles: [{ name: 'Support Agent', intent: 'helper', color: 0x27ae60, hoist: true }],
    categories: [{ name: 'Support', channels: [forum('help-desk', 'One question per post; an agent will answer'), readOnly('faq', 'Answers to common questions'), readOnly('status', 'Service status and incidents'), forum('bug-reports', 'Steps to reproduce, expected, actual')] }],
    community: ['feedback'],
    interests: [
      { title: 'I need help', channels: ['help-desk'] },
      { title: 'Report a bug', channels: ['bug-reports'] },
      { title: 'Service status', channels: ['status'] },
    ],
    voiceRooms: ['Live Support'],
    voiceByDefault: false,
    highlights: ['help-desk'],
  },
  {
    id: 'art-community',
    name: 'Art community',
    description: 'An art and creative community: showcase galleries, critique, challenges, commissions and resources.',
    tags: ['art', 'artist', 'artists', 'drawing', 'painting', 'illustration', 'design', 'creative', 'photography', 'commissions', 'gallery'],
    roles: [{ name: 'Curator', intent: 'helper', color: 0xe84393, hoist: true }],
    categories: [{ name: 'Studio', channels: [text('showcase', 'Finished work only', { slowmode: 60 }), forum('critique', 'Ask for feedback, give kind critique'), text('challenges', 'Weekly prompts'), text('commissions', 'Open slots and requests', { slowmode: 300 })] }],
    community: ['art-resources'],
    interests: [
      { title: 'Showing my work', channels: ['showcase'] },
      { title: 'Getting feedback', channels: ['critique'] },
      { title: 'Challenges', channels: ['challenges'] },
    ],
    voiceRooms: ['Draw Together', 'Studio Chat'],
    voiceByDefault: false,
    highlights: ['showcase'],
  },
  {
    id: 'book-club',
    name: 'Book club',
    description: 'A book club or reading group: monthly picks, spoiler-safe discussion and reading sessions.',
    tags: ['book', 'books', 'reading', 'readers', 'literature', 'novel', 'novels', 'writing', 'writers', 'bookclub'],
    roles: [{ name: 'Host', intent: 'organiser', color: 0xd35400, hoist: true }],
    categories: [{ name: 'Reading', channels: [readOnly('current-pick', 'This month’s book and schedule'), forum('discussion', 'One thread per chapter; mark spoilers'), text('recommendations', 'What to read next'), text('writing-corner', 'Your own writing')] }],
    community: ['off-topic'],
    interests: [
      { title: 'Monthly pick', channels: ['current-pick'] },
      { title: 'Recommendations', channels: ['recommendations'] },
      { title: 'Writing', channels: ['writing-corner'] },
    ],
    voiceRooms: ['Reading Room'],
    voiceByDefault: false,
    highlights: ['current-pick'],
  },
];
