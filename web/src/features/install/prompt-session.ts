import { session } from '../../lib/storage';
import { isDownloadTrigger, type DownloadTrigger, type PromptSessionFlags } from './download-prompt-rule';

/**
 * The download prompts' session flags (entry §4), in session storage: they last while the tab does, and go with
 * the rest of it at session expiry.
 * - the skip flags: the triggers whose prompt the player closed (or took up: the web app); they do not show
 *   again in this session;
 * - the close counter: how many prompts the player closed;
 * - the forced flag: a prompt shown without its close button; every later one is shown so too.
 */
export const PROMPT_SKIPPED_KEY = 'downloadPromptSkipped';
export const PROMPT_CLOSE_COUNT_KEY = 'downloadPromptCloseCount';
export const PROMPT_FORCED_KEY = 'downloadPromptForced';

const skipped = (): DownloadTrigger[] => {
  const value = session.getJson<unknown>(PROMPT_SKIPPED_KEY);
  return Array.isArray(value) ? value.filter(isDownloadTrigger) : [];
};

/** The flags now, as the rule reads them. */
export const readPromptSession = (): PromptSessionFlags => ({
  forcedShown: session.get(PROMPT_FORCED_KEY) === '1',
  skipped: skipped(),
});

/** How many prompts the player closed in this session. */
export const promptCloseCount = (): number => {
  const n = Number.parseInt(session.get(PROMPT_CLOSE_COUNT_KEY) ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/** A prompt shown without its close button: the later ones cannot be closed either. */
export const markForcedShown = (): void => session.set(PROMPT_FORCED_KEY, '1');

/** The player took the prompt of `trigger` up (the web app): its skip flag, without counting a close. */
export const promptHandled = (trigger: DownloadTrigger): void => {
  const now = skipped();
  if (!now.includes(trigger)) session.setJson(PROMPT_SKIPPED_KEY, [...now, trigger]);
};

/** The player closed the prompt of `trigger`: its skip flag, and one more on the close counter. */
export const promptClosed = (trigger: DownloadTrigger): void => {
  promptHandled(trigger);
  session.set(PROMPT_CLOSE_COUNT_KEY, String(promptCloseCount() + 1));
};
