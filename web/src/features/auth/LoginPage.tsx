import { useTranslation } from '../../i18n/translate';
import { AppLink } from '../../components/AppLink';
import { Spinner } from '../../components/Spinner';
import { AuthLayout } from './AuthLayout';
import { SocialSignInSlot } from './firebase/SocialSignInSlot';
import { LoginModes } from './LoginModes';
import { PasswordLoginForm } from './PasswordLoginForm';
import { useAutoLoginPending } from './remembered/auto-login-start';

/** The login screen: username/password and SMS modes, social buttons, the link to registration. */
export function LoginPage() {
  const { t } = useTranslation();
  const autoLoginPending = useAutoLoginPending((s) => s.pending);
  return (
    <AuthLayout
      title={t('login_title')}
      subtitle={t('login_subtitle')}
      footer={
        <>
          {t('no_account')} <AppLink to="/register">{t('register')}</AppLink>
        </>
      }
    >
      {autoLoginPending ? (
        // The saved login is on its way: no form to fill in meanwhile.
        <p className="auto-login-pending" role="status">
          <Spinner />
          {t('auto_login_pending')}
        </p>
      ) : (
        <>
          <LoginModes passwordForm={<PasswordLoginForm />} />
          <SocialSignInSlot />
        </>
      )}
    </AuthLayout>
  );
}
