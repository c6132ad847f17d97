import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { HeaderAction } from './HeaderAction';
import { SUPPORT_EMAIL } from './support';

/** Header item: opens a feedback e-mail to support. */
export function FeedbackLink() {
  const { t } = useTranslation();
  const subject = encodeURIComponent(t('shell.feedbackSubject'));
  return (
    <HeaderAction
      icon={<MessageOutlined />}
      label={t('shell.feedback')}
      href={`mailto:${SUPPORT_EMAIL}?subject=${subject}`}
      data-testid="feedback"
    />
  );
}
