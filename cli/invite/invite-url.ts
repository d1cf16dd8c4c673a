import { Routes } from '../../core/platform/discord-routes.js';
import type { PlatformRequester } from '../../core/platform/platform-requester.js';
import { PermissionFlagsBits } from '../../packs/shared/permission-flags.js';
import { catalogPermissions, loadCatalogTools, type CatalogTool } from '../support/catalog-permissions.js';
import { describePlatformFailure, platformFromEnvironment } from '../support/platform-session.js';

/** Categories whose tools create, edit or answer the application's slash commands in a guild. */
const COMMAND_CATEGORIES = ['commands', 'interactions'];

/** The least-permission OAuth2 invite for the enabled categories (null: all). */
export interface BotInvite {
  url: string;
  client_id: string;
  scopes: string[];
  /** Permission names as the contracts declare them (`SEND_MESSAGES`), sorted. */
  permissions: string[];
  /** Their union as Discord's decimal bitfield, the URL's `permissions` value. */
  permission_bits: string;
}

/** `SEND_MESSAGES` -> the `PermissionFlagsBits.SendMessages` bit (`USE_VAD` -> `UseVAD`: compared without case). */
const BIT_BY_NAME = new Map(Object.entries(PermissionFlagsBits).map(([key, bit]) => [key.toUpperCase(), bit]));

export function permissionBit(name: string): bigint {
  const bit = BIT_BY_NAME.get(name.replace(/_/g, ''));
  if (bit === undefined) throw new Error(`a tool contract declares the permission ${name}, which Discord does not define`);
  return bit;
}

/**
 * The invite that grants the bot what the enabled categories' tools declare, and nothing else: never Administrator,
 * which no contract declares. `applications.commands` is asked for only where command tools are enabled.
 */
export function botInvite(clientId: string, tools: readonly CatalogTool[], categories: readonly string[] | null): BotInvite {
  const permissions = catalogPermissions(tools, categories);
  const bits = permissions.reduce((union, name) => union | permissionBit(name), 0n);
  const scopes = ['bot', ...(categories === null || categories.some((c) => COMMAND_CATEGORIES.includes(c)) ? ['applications.commands'] : [])];
  const query = new URLSearchParams({ client_id: clientId, scope: scopes.join(' '), permissions: bits.toString() });
  return { url: `https://discord.com/oauth2/authorize?${query.toString().replace(/\+/g, '%20')}`, client_id: clientId, scopes, permissions, permission_bits: bits.toString() };
}

/** The application id the invite names: the bot's application, read with its own token. */
export async function currentApplicationId(platform: PlatformRequester): Promise<string> {
  const app = await platform.request<{ id: string }>({ method: 'GET', route: Routes.currentApplication() });
  return app.id;
}

/**
 * The report line `setup` prints: the invite for the profile's categories, read with CHAT_TOKEN, or how to get it
 * when the application cannot be read.
 */
export async function inviteDetail(categories: readonly string[] | null): Promise<string> {
  try {
    const clientId = await currentApplicationId(platformFromEnvironment(process.env).platform);
    return `invite with the least permissions these categories need: ${botInvite(clientId, await loadCatalogTools(), categories).url}`;
  } catch (error) {
    return `invite: the application could not be read (${describePlatformFailure(error)}); run chat-mcp invite --client-id <application id>`;
  }
}
