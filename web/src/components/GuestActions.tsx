import { useTranslation } from '../i18n/translate';
import { AppLink } from './AppLink';

/** Button styles of the pair: light on the merchant-coloured hero, primary and ghost on a card. */
const TONES = {
  hero: ['btn btn-light', 'btn btn-white'],
  card: ['btn btn-primary', 'btn btn-ghost'],
} as const;

/** The guest's two ways in, "Log in" then "Register", wherever a screen invites a signed-out player. */
export function GuestActions({ tone }: { tone: keyof typeof TONES }) {
  const { t } = useTranslation();
  const [login, register] = TONES[tone];
  return (
    <div className="actions">
      <AppLink className={login} to="/login">
        {t('login')}
      </AppLink>
      <AppLink className={register} to="/register">
        {t('register')}
      </AppLink>
    </div>
  );
}
