// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import EN_LATER from './locales-later/EN.json';

/**
 * The later strings are not loaded with the first screen (i18n.ts): only code loaded with them
 * (`withLaterStrings`, `loadLaterStrings`) may show them. These are the modules that are: the overlay dialogs
 * and what they load (app/Overlays.tsx), the system notices and the "opens soon" page (app/App.tsx), the screens
 * that are not prerendered and what only they show (app/routes.tsx), the URL-token question (app/bootstrap.ts),
 * the country sheet (CountryPicker.tsx), the two-factor modal (PasswordLoginForm.tsx), customer service (it
 * waits itself), the chat badge (it shows once they are there), and the service worker's build (web/build reads the files).
 */
const LATER_MODULES = [
  'app/overlay-dialogs.tsx',
  'app/SectionPage.tsx',
  'app/url-token-question.tsx',
  'features/announcements/',
  'features/auth/ChangePasswordPage.tsx',
  'features/auth/two-factor/',
  'features/banners/CarouselControls.tsx',
  'features/chat/ChatButton.tsx',
  'features/chat/open-chat.ts',
  'features/customer-service/',
  'features/games/GameTile.tsx',
  'features/games/GamesPage.tsx',
  'features/games/LanesSection.tsx',
  'features/games/LaunchGamePage.tsx',
  'features/games/MatchList.tsx',
  'features/games/screens.ts',
  'features/image-popup/ImagePopupView.tsx',
  'features/install/',
  'features/language/LanguageSheet.tsx',
  'features/member/BenefitsPage.tsx',
  'features/member/BoundIdentitiesCard.tsx',
  'features/member/bound-identities.ts',
  'features/member/MemberHomePage.tsx',
  'features/member/RankProgressCard.tsx',
  'features/mini-game/',
  'features/promotions/ActivityPage.tsx',
  'features/promotions/ActivitySection.tsx',
  'features/promotions/ReferralCard.tsx',
  'features/promotions/activity-period.ts',
  'features/push/',
  'features/system-notice/',
  'features/unreachable-domain/',
  'features/update-check/',
  'features/verification/country/CountrySheet.tsx',
  'sw/',
];

const SRC = join(__dirname, '..');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

describe('the later strings are used only by code that waits for them', () => {
  const files = sources(SRC).map((path) => ({
    path: relative(SRC, path),
    text: readFileSync(path, 'utf8'),
  }));
  it.each(Object.keys(EN_LATER))('%s', (key) => {
    const users = files.filter((f) => new RegExp(`['"\`]${key}['"\`]`).test(f.text)).map((f) => f.path);
    expect(users.filter((path) => !LATER_MODULES.some((m) => path.startsWith(m)))).toEqual([]);
  });
});
