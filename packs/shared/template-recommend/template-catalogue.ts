/**
 * The bundled catalogue of public community templates that templates_recommend scores offline.
 * Entries are metadata only: every candidate is verified live (GET /guilds/templates/{code}) before it is
 * recommended, and a code Discord no longer knows is reported as rejected, never recommended.
 */

export const CATALOGUE_VERSION = '2026.11.1';

/** The link that creates a server from a template. */
export const templateUseUrl = (code: string) => `https://discord.new/${code}`;

/** What a server can be for; the request's intent and each record speak this vocabulary. */
export const CAPABILITIES = [
  'announcements',
  'voice_hangouts',
  'events',
  'looking_for_group',
  'study_sessions',
  'resources',
  'development',
  'support_desk',
  'feedback',
  'showcase',
  'fan_community',
  'team_workspace',
  'self_roles',
  'moderation',
  'forums',
] as const;

export type Capability = (typeof CAPABILITIES)[number];

export interface CatalogueRecord {
  code: string;
  name: string;
  summary: string;
  tags: readonly string[];
  capabilities: readonly Capability[];
}

export const TEMPLATE_CATALOGUE: readonly CatalogueRecord[] = [
  {
    code: 'gaming-clan-hub',
    name: 'Gaming Clan Hub',
    summary: 'Squads, looking-for-group, match voice rooms and tournament announcements.',
    tags: ['gaming', 'game', 'clan', 'guild', 'esports', 'tournament', 'squad', 'lfg', 'raid', 'stream'],
    capabilities: ['looking_for_group', 'voice_hangouts', 'events', 'announcements', 'self_roles'],
  },
  {
    code: 'study-group-campus',
    name: 'Study Group',
    summary: 'Subject channels, homework help, shared notes and quiet study voice rooms.',
    tags: ['study', 'school', 'class', 'course', 'homework', 'exam', 'university', 'students', 'learning', 'tutoring'],
    capabilities: ['study_sessions', 'resources', 'voice_hangouts', 'forums', 'events'],
  },
  {
    code: 'open-source-project',
    name: 'Open-Source Project',
    summary: 'Development, contributor onboarding, support questions, release announcements.',
    tags: ['open', 'source', 'opensource', 'github', 'code', 'coding', 'developer', 'contributors', 'library', 'software', 'project'],
    capabilities: ['development', 'support_desk', 'announcements', 'forums', 'feedback', 'resources'],
  },
  {
    code: 'creator-fan-club',
    name: 'Creator Fan Club',
    summary: 'Stream and video announcements, fan art, supporter roles and community hangouts.',
    tags: ['creator', 'fan', 'fans', 'youtube', 'twitch', 'streamer', 'podcast', 'patreon', 'subscribers', 'club'],
    capabilities: ['fan_community', 'announcements', 'showcase', 'events', 'self_roles', 'voice_hangouts'],
  },
  {
    code: 'company-team-space',
    name: 'Company Team',
    summary: 'Department channels, stand-ups, meeting rooms and a staff-only area.',
    tags: ['company', 'team', 'work', 'office', 'startup', 'business', 'department', 'staff', 'remote', 'colleagues'],
    capabilities: ['team_workspace', 'announcements', 'voice_hangouts', 'resources', 'moderation'],
  },
  {
    code: 'event-meetup-hub',
    name: 'Events & Meetups',
    summary: 'Event calendar, RSVPs, venue info, recaps and local meetup organisation.',
    tags: ['event', 'events', 'meetup', 'meetups', 'conference', 'local', 'community', 'hackathon', 'festival', 'gathering'],
    capabilities: ['events', 'announcements', 'voice_hangouts', 'self_roles'],
  },
  {
    code: 'support-desk-helpdesk',
    name: 'Support Desk',
    summary: 'Help forum, ticket-style threads, FAQ, status updates and staff triage channels.',
    tags: ['support', 'help', 'helpdesk', 'tickets', 'customer', 'customers', 'faq', 'product', 'service', 'bugs'],
    capabilities: ['support_desk', 'forums', 'announcements', 'moderation', 'feedback'],
  },
  {
    code: 'art-community-studio',
    name: 'Art Community',
    summary: 'Showcase galleries, critique threads, challenges and commissions.',
    tags: ['art', 'artist', 'artists', 'drawing', 'painting', 'illustration', 'design', 'creative', 'photography', 'commissions'],
    capabilities: ['showcase', 'feedback', 'events', 'forums', 'self_roles'],
  },
  {
    code: 'music-band-collective',
    name: 'Music Collective',
    summary: 'Track sharing, listening parties, collaboration and jam voice rooms.',
    tags: ['music', 'band', 'musician', 'producer', 'songs', 'beats', 'jam', 'listening', 'dj'],
    capabilities: ['showcase', 'voice_hangouts', 'events', 'feedback'],
  },
  {
    code: 'book-club-reading',
    name: 'Book Club',
    summary: 'Monthly picks, spoiler-safe discussion threads and reading sessions.',
    tags: ['book', 'books', 'reading', 'club', 'literature', 'novel', 'writers', 'writing'],
    capabilities: ['forums', 'events', 'voice_hangouts', 'resources'],
  },
];
