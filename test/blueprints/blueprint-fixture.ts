import type { SeedFixture } from '../../emulator/seed/seed-fixture.js';
import { rolePermissions } from '../../packs/guild/blueprint/permission-intents.js';

/** Empty Community guilds for blueprint tests: only @everyone and the bot's role, one guild per scenario. */
export const BP = {
  bot: '3000000000000000100',
  owner: '3000000000000000200',
  botRoleOf: (guild: string) => `${guild.slice(0, -1)}9`,
  guilds: {
    lifecycle: '3000000000000000010',
    drift: '3000000000000000020',
    preview: '3000000000000000030',
    surface: '3000000000000000040',
    crash: '3000000000000000050',
    plain: '3000000000000000060',
  },
};

const MANAGE = (1n << 4n) | (1n << 5n) | (1n << 28n) | (1n << 40n);
/** What Discord gives @everyone in a new server: view, chat, react, voice. */
const EVERYONE = (1n << 10n) | (1n << 11n) | (1n << 16n) | (1n << 6n) | (1n << 14n) | (1n << 15n) | (1n << 20n) | (1n << 21n) | (1n << 25n);
/** The bot holds what it must grant (the lead intent) plus the Manage permissions it builds with; no Administrator. */
export const BOT_PERMISSIONS = rolePermissions('lead') | MANAGE | EVERYONE;

export function blueprintFixture(): SeedFixture {
  return {
    bot: { id: BP.bot, username: 'builder-bot', token: 'blueprint-bot-token-Xy7w' },
    users: [{ id: BP.owner, username: 'owner' }],
    guilds: Object.entries(BP.guilds).map(([name, id]) => ({
      id,
      name: `Blueprint ${name}`,
      owner_id: BP.owner,
      features: name === 'plain' ? [] : ['COMMUNITY'],
      roles: [
        { id, name: '@everyone', permissions: String(EVERYONE), position: 0 },
        { id: BP.botRoleOf(id), name: 'builder-bot', permissions: String(BOT_PERMISSIONS), position: 1, managed: true },
      ],
      members: [{ user_id: BP.owner }, { user_id: BP.bot, roles: [BP.botRoleOf(id)] }],
      channels: [],
    })),
  };
}

export const STUDY_REQUEST = 'a study server for 30 people with voice rooms and a mod team';
