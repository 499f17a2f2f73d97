import { useCall } from '../../api/use-call';
import { Screen } from '../../components/Screen';
import { useTranslation } from '../../i18n/translate';
import { feedbackApi } from './api';
import { FeedbackForm } from './FeedbackForm';
import { FeedbackHistory } from './FeedbackHistory';
import './feedback.css';

/**
 * Feedback (signed-in §2, /m/feedback; without a session the guard sends the player to /m/home): the form, and
 * the member's earlier feedback with staff's replies (README.md beside this file).
 */
export function FeedbackPage() {
  const { t } = useTranslation();
  const list = useCall(feedbackApi.list);
  return (
    <Screen title={t('page_feedback')}>
      <div className="feedback-page">
        <FeedbackForm today={list.status === 'ready' ? list.data.today : null} />
        <FeedbackHistory state={list} />
      </div>
    </Screen>
  );
}
