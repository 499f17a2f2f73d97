import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import { AuthLayout } from './AuthLayout';
import { PasswordLoginForm } from './PasswordLoginForm';

/** The login screen: username/password and SMS modes, social buttons, the link to registration. */
export function LoginPage() {
  const { t } = useTranslation();
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
      <PasswordLoginForm />
    </AuthLayout>
  );
}
