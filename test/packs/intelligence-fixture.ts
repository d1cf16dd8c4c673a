import type { EmulatorState } from '../../emulator/state/emulator-state.js';
import type { MessageRecord } from '../../emulator/state/records.js';
import { IDS, memberIds } from '../helpers/community-fixture.js';
import { addChannel, seedMessage } from '../helpers/message-seed.js';

/** A #support channel: a release regression, a feature request, thanks, a decision, tasks and open questions. */
export const SUPPORT = '2000000000000000440';

export const PEOPLE = {
  reporter: memberIds[10]!, // member10
  echo: memberIds[11]!, // member11
  maintainer: memberIds[12]!, // member12
  requester: memberIds[13]!, // member13
  fan: memberIds[14]!, // member14
  tester: memberIds[15]!, // member15
  newcomer: memberIds[16]!, // member16
  lurker: memberIds[17]!, // member17
};

export interface SupportThread {
  /** In posting order. */
  all: MessageRecord[];
  crash: MessageRecord;
  trace: MessageRecord;
  workaround: MessageRecord;
  featureRequest: MessageRecord;
  thanks: MessageRecord;
  decision: MessageRecord;
  tasks: MessageRecord;
  branchQuestion: MessageRecord;
  branchAnswer: MessageRecord;
  webhookQuestion: MessageRecord;
  resolved: MessageRecord;
  reminder: MessageRecord;
  botNotice: MessageRecord;
  imageOnly: MessageRecord;
}

const MINUTE = 60_000;

export function seedSupportThread(state: EmulatorState): SupportThread {
  addChannel(state, { id: SUPPORT, type: 0, name: 'support' });
  const P = PEOPLE;
  // Spread over about three hours so the busiest hour is meaningful.
  let age = 190 * MINUTE;
  const post = (author_id: string, content: string, extra: Partial<MessageRecord> = {}, gap = 9 * MINUTE) => {
    age -= gap;
    return seedMessage(state, { channel_id: SUPPORT, author_id, content, ageMs: age, ...extra });
  };
  const crash = post(P.reporter, 'Hey all, after updating to v2.3 the bot crashes on startup with error `ECONNRESET`. Anyone else seeing this?');
  const trace = post(P.echo, 'Same here. Stack trace:\n```\nError: read ECONNRESET\n    at TLSWrap.onStreamRead (node:internal/stream_base_commons:217:20)\n```');
  const workaround = post(
    P.maintainer,
    `<@${P.reporter}> that's the new TLS check. Set \`TLS_STRICT=false\` in your .env until the hotfix lands. Docs: https://docs.example.com/tls`,
    { type: 19, message_reference: { message_id: crash.id, channel_id: SUPPORT, guild_id: IDS.guild } },
  );
  const featureRequest = post(P.requester, 'Feature request: would be nice to have a dark mode in the dashboard, any plans?', {}, 40 * MINUTE);
  const thanks = post(P.fan, 'Thanks for the quick help, you folks are awesome 🎉');
  const decision = post(P.maintainer, 'We decided to ship the hotfix v2.3.1 on Friday at 18:00 UTC.', {}, 30 * MINUTE);
  const tasks = post(P.maintainer, `TODO: <@${P.echo}> will update the changelog and <@${P.tester}> please test on Windows before 2026-12-04.`, {}, 2 * MINUTE);
  const branchQuestion = post(P.tester, "I'll take the Windows testing. Is the release branch `release/2.3.1` already pushed?", {}, 3 * MINUTE);
  const branchAnswer = post(P.maintainer, 'Yes, pushed an hour ago: https://github.com/example/bot/tree/release/2.3.1', {
    type: 19,
    message_reference: { message_id: branchQuestion.id, channel_id: SUPPORT, guild_id: IDS.guild },
  }, 2 * MINUTE);
  const webhookQuestion = post(P.newcomer, 'Where can I find the docs for the webhook settings?', {}, 5 * MINUTE);
  const resolved = post(P.reporter, 'nvm, TLS_STRICT=false fixed it for me. Thanks!', {}, 2 * MINUTE);
  const reminder = post(P.echo, `Reminder: community call tomorrow at 5pm UTC in <#${IDS.voice}>`, {}, 2 * MINUTE);
  const botNotice = post(IDS.bot, 'Automated notice: nightly backups completed.', {}, 2 * MINUTE);
  const imageOnly = post(P.lurker, '', { attachments: [{ id: '1', filename: 'screenshot.png' }] }, 2 * MINUTE);
  thanks.reactions.set('❤️', new Set([P.maintainer, P.reporter]));
  const all = [crash, trace, workaround, featureRequest, thanks, decision, tasks, branchQuestion, branchAnswer, webhookQuestion, resolved, reminder, botNotice, imageOnly];
  return { all, crash, trace, workaround, featureRequest, thanks, decision, tasks, branchQuestion, branchAnswer, webhookQuestion, resolved, reminder, botNotice, imageOnly };
}
