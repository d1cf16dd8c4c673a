import * as z from 'zod';
import { ACCESS_INTENTS, GRANTABLE_EXTRAS, ROLE_INTENTS } from './permission-intents.js';

/**
 * A blueprint: the declarative description of a guild layout that plan and apply work from. Every reference
 * between parts is by name (a role name, a channel name), resolved to ids only against the live guild.
 * Permissions are named intents (permission-intents.ts), never raw bitfields.
 */

const name = z.string().trim().min(1).max(100);
/** Discord lowercases text-like channel names and joins words with hyphens; a blueprint spells them that way. */
const textChannelName = z.string().regex(/^[a-z0-9_-]{1,100}$/, 'text-like channel names are lowercase words joined by hyphens');
const roleRef = z.string().min(1).max(100).describe('a role name of this blueprint, or @everyone');

const access = z.strictObject({ role: roleRef, intent: z.enum(ACCESS_INTENTS) });

export const CHANNEL_TYPES = { text: 0, voice: 2, announcement: 5, stage: 13, forum: 15 } as const;
export type ChannelKind = keyof typeof CHANNEL_TYPES;

const channel = z
  .strictObject({
    name: z.string().min(1).max(100),
    type: z.enum(['text', 'voice', 'announcement', 'stage', 'forum']),
    topic: z.string().max(1024).optional(),
    slowmode: z.number().int().min(0).max(21600).optional(),
    nsfw: z.boolean().optional(),
    access: z.array(access).max(10).default([]),
  })
  .superRefine((c, ctx) => {
    if (c.type !== 'voice' && c.type !== 'stage' && !textChannelName.safeParse(c.name).success) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'text-like channel names are lowercase words joined by hyphens' });
    }
    if ((c.type === 'voice' || c.type === 'stage') && (c.topic !== undefined || c.slowmode !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['type'], message: 'voice and stage channels take no topic or slowmode here' });
    }
  });

const category = z.strictObject({ name, access: z.array(access).max(10).default([]), channels: z.array(channel).min(1).max(25) });

const role = z.strictObject({
  name: name.refine((n) => n !== '@everyone', 'the @everyone role is not managed by blueprints'),
  intent: z.enum(ROLE_INTENTS),
  extra_permissions: z.array(z.enum(GRANTABLE_EXTRAS)).max(8).default([]),
  color: z.number().int().min(0).max(0xffffff).default(0),
  hoist: z.boolean().default(false),
  mentionable: z.boolean().default(false),
});

const promptOption = z.strictObject({
  title: z.string().min(1).max(50),
  description: z.string().max(100).optional(),
  emoji: z.string().max(8).optional(),
  roles: z.array(roleRef).max(5).default([]),
  channels: z.array(z.string().min(1)).max(5).default([]),
});

const onboarding = z.strictObject({
  prompts: z
    .array(z.strictObject({ title: z.string().min(1).max(100), single_select: z.boolean().default(false), required: z.boolean().default(false), options: z.array(promptOption).min(1).max(12) }))
    .max(5),
});

const welcomeScreen = z.strictObject({
  description: z.string().max(140),
  channels: z.array(z.strictObject({ channel: z.string().min(1), description: z.string().min(1).max(42), emoji: z.string().max(8).optional() })).min(1).max(5),
});

export const AUTOMOD_TRIGGERS = { keywords: 1, spam: 3, keyword_preset: 4, mention_spam: 5 } as const;

const automodRule = z
  .strictObject({
    name: z.string().min(1).max(100),
    trigger: z.enum(['keywords', 'spam', 'keyword_preset', 'mention_spam']),
    keywords: z.array(z.string().min(1).max(60)).max(100).optional(),
    mention_limit: z.number().int().min(1).max(50).optional(),
    actions: z.array(z.enum(['block', 'alert', 'timeout'])).min(1).max(3),
    alert_channel: z.string().min(1).optional(),
    exempt_roles: z.array(roleRef).max(20).default([]),
  })
  .superRefine((r, ctx) => {
    if (r.trigger === 'keywords' && !r.keywords?.length) ctx.addIssue({ code: 'custom', path: ['keywords'], message: 'a keyword rule needs keywords' });
    if (r.actions.includes('alert') && !r.alert_channel) ctx.addIssue({ code: 'custom', path: ['alert_channel'], message: 'an alert action needs alert_channel' });
    if (r.actions.includes('timeout') && r.trigger !== 'keywords' && r.trigger !== 'mention_spam') {
      ctx.addIssue({ code: 'custom', path: ['actions'], message: 'Discord allows timeouts only on keyword and mention-spam rules' });
    }
  });

/** Components V2 welcome content: posted once, as a container with a heading and a body. */
const welcomePost = z.strictObject({ channel: z.string().min(1), title: z.string().min(1).max(200), body: z.string().min(1).max(3000), accent_color: z.number().int().min(0).max(0xffffff).optional() });

export const blueprintSchema = z
  .strictObject({
    version: z.literal(1),
    name,
    description: z.string().max(300),
    template: z.string().min(1).max(64),
    parameters: z.strictObject({
      size: z.enum(['small', 'medium', 'large']),
      members: z.number().int().min(1).max(1_000_000).nullable(),
      language: z.enum(['en', 'es', 'fr', 'de', 'pt']),
      voice: z.boolean(),
    }),
    roles: z.array(role).max(25).describe('highest first'),
    categories: z.array(category).min(1).max(20),
    onboarding: onboarding.nullable(),
    welcome_screen: welcomeScreen.nullable(),
    automod: z.array(automodRule).max(6),
    welcome_post: welcomePost.nullable(),
  })
  .superRefine((b, ctx) => {
    const roles = new Set(b.roles.map((r) => r.name));
    if (roles.size !== b.roles.length) ctx.addIssue({ code: 'custom', path: ['roles'], message: 'role names must be unique' });
    const channels = b.categories.flatMap((c) => c.channels);
    const channelNames = new Set(channels.map((c) => c.name));
    if (channelNames.size !== channels.length) ctx.addIssue({ code: 'custom', path: ['categories'], message: 'channel names must be unique across the blueprint' });
    if (new Set(b.categories.map((c) => c.name)).size !== b.categories.length) ctx.addIssue({ code: 'custom', path: ['categories'], message: 'category names must be unique' });
    const roleKnown = (r: string) => r === '@everyone' || roles.has(r);
    const check = (ref: string, known: boolean, path: (string | number)[]) => {
      if (!known) ctx.addIssue({ code: 'custom', path, message: `unknown reference ${ref}` });
    };
    b.categories.forEach((c, i) => {
      c.access.forEach((a, j) => check(a.role, roleKnown(a.role), ['categories', i, 'access', j]));
      c.channels.forEach((ch, k) => ch.access.forEach((a, j) => check(a.role, roleKnown(a.role), ['categories', i, 'channels', k, 'access', j])));
    });
    b.onboarding?.prompts.forEach((p, i) =>
      p.options.forEach((o, j) => {
        if (!o.roles.length && !o.channels.length) ctx.addIssue({ code: 'custom', path: ['onboarding', 'prompts', i, 'options', j], message: 'an option needs a role or a channel' });
        o.roles.forEach((r) => check(r, roles.has(r), ['onboarding', 'prompts', i, 'options', j, 'roles']));
        o.channels.forEach((c) => check(c, channelNames.has(c), ['onboarding', 'prompts', i, 'options', j, 'channels']));
      }),
    );
    b.welcome_screen?.channels.forEach((c, i) => check(c.channel, channelNames.has(c.channel), ['welcome_screen', 'channels', i]));
    b.automod.forEach((r, i) => {
      if (r.alert_channel) check(r.alert_channel, channelNames.has(r.alert_channel), ['automod', i, 'alert_channel']);
      r.exempt_roles.forEach((x) => check(x, roles.has(x), ['automod', i, 'exempt_roles']));
    });
    if (new Set(b.automod.map((r) => r.name)).size !== b.automod.length) ctx.addIssue({ code: 'custom', path: ['automod'], message: 'AutoMod rule names must be unique' });
    if (b.welcome_post) check(b.welcome_post.channel, channelNames.has(b.welcome_post.channel), ['welcome_post', 'channel']);
  });

export type Blueprint = z.output<typeof blueprintSchema>;
export type BlueprintInput = z.input<typeof blueprintSchema>;
export type BlueprintRole = Blueprint['roles'][number];
export type BlueprintCategory = Blueprint['categories'][number];
export type BlueprintChannel = BlueprintCategory['channels'][number];
export type BlueprintAccess = BlueprintChannel['access'][number];
export type BlueprintAutomodRule = Blueprint['automod'][number];
