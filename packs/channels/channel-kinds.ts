/** Channel type numbers and which settings each kind accepts (Discord's channel docs). */
export const TEXT = 0;
export const VOICE = 2;
export const CATEGORY = 4;
export const ANNOUNCEMENT = 5;
export const STAGE = 13;
export const FORUM = 15;
export const MEDIA = 16;

export const TOPIC_KINDS: readonly number[] = [TEXT, ANNOUNCEMENT, FORUM, MEDIA];
export const VOICE_KINDS: readonly number[] = [VOICE, STAGE];
export const POST_KINDS: readonly number[] = [FORUM, MEDIA];
