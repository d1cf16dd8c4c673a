import type { BlueprintInput } from './blueprint-schema.js';
import { TEXTS } from './blueprint-texts.js';
import type { PortfolioTemplate } from './portfolio.js';
import type { BlueprintParameters } from './request-parameters.js';

type CategoryInput = BlueprintInput['categories'][number];

const STAFF = ['Lead', 'Moderator'];
const VOICE_ROOMS = { small: 2, medium: 3, large: 5 } as const;
const GENERAL_SLOWMODE = { small: 0, medium: 5, large: 10 } as const;
const MENTION_LIMIT = { small: 8, medium: 6, large: 4 } as const;
const staffOnly = [{ role: '@everyone', intent: 'hidden' as const }, ...STAFF.map((role) => ({ role, intent: 'post' as const }))];
const announceOnly = [{ role: '@everyone', intent: 'read_only' as const }, ...STAFF.map((role) => ({ role, intent: 'post' as const }))];

/** Turns a portfolio template and the request's parameters into a full blueprint (validated by the caller). */
export function composeBlueprint(template: PortfolioTemplate, p: BlueprintParameters): BlueprintInput {
  const t = TEXTS[p.language];
  const categories: CategoryInput[] = [
    {
      name: 'Welcome',
      channels: [
        { name: 'rules', type: 'text', topic: 'Community rules', access: announceOnly },
        { name: 'announcements', type: 'announcement', topic: 'News from the team', access: announceOnly },
        { name: 'introductions', type: 'text', topic: 'Say hello', slowmode: p.size === 'large' ? 30 : 0 },
      ],
    },
    {
      name: 'Community',
      channels: [{ name: 'general', type: 'text', topic: 'Chat about anything', slowmode: GENERAL_SLOWMODE[p.size] }, ...template.community.map((name) => ({ name, type: 'text' as const }))],
    },
    ...template.categories.map((c) => ({ ...c, channels: c.channels.map((ch) => ({ ...ch })) })),
  ];
  if (p.voice) {
    const rooms = template.voiceRooms.slice(0, VOICE_ROOMS[p.size]);
    categories.push({ name: 'Voice', channels: (rooms.length ? rooms : ['Lounge']).map((name) => ({ name, type: 'voice' as const })) });
  }
  categories.push({
    name: 'Staff',
    access: staffOnly,
    channels: [
      { name: 'staff-chat', type: 'text', topic: 'Staff only', access: staffOnly },
      { name: 'mod-log', type: 'text', topic: 'AutoMod alerts', access: staffOnly },
    ],
  });

  const highlights = template.highlights.map((channel) => ({ channel, description: channel.replace(/-/g, ' ').slice(0, 42), emoji: '⭐' }));
  return {
    version: 1,
    name: template.name,
    description: template.description,
    template: template.id,
    parameters: p,
    roles: [
      { name: 'Lead', intent: 'lead', color: 0xc0392b, hoist: true },
      { name: 'Moderator', intent: 'moderator', color: 0x2980b9, hoist: true, mentionable: true },
      ...template.roles.map((r) => ({ ...r })),
      ...template.interests.map((i) => ({ name: i.title, intent: 'cosmetic' as const })),
    ],
    categories,
    onboarding: {
      prompts: [{ title: t.interestsPrompt, single_select: false, required: false, options: template.interests.map((i) => ({ title: i.title, roles: [i.title], channels: [...i.channels] })) }],
    },
    welcome_screen: {
      description: t.screen(template.name).slice(0, 140),
      channels: [
        { channel: 'rules', description: t.rulesLine, emoji: '📜' },
        { channel: 'general', description: t.chatLine, emoji: '💬' },
        { channel: 'introductions', description: t.introLine, emoji: '👋' },
        ...highlights,
      ].slice(0, 5),
    },
    automod: [
      { name: 'Block spam', trigger: 'spam', actions: ['block'] },
      {
        name: 'Mention spam',
        trigger: 'mention_spam',
        mention_limit: MENTION_LIMIT[p.size],
        actions: p.size === 'large' ? ['block', 'alert', 'timeout'] : ['block', 'alert'],
        alert_channel: 'mod-log',
        exempt_roles: [...STAFF],
      },
      { name: 'Harmful words', trigger: 'keyword_preset', actions: ['block'], exempt_roles: [...STAFF] },
    ],
    welcome_post: { channel: 'announcements', title: t.welcomeTitle(template.name), body: t.welcomeBody, accent_color: 0x5865f2 },
  };
}
