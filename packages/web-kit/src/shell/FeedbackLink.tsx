import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { HeaderAction } from './HeaderAction';
import { useSiteLinks } from './site-links';
import { feedbackHref } from './support';

/** Header item: feedback to the operator (a page or an e-mail, as set); hidden when neither is set. */
export function FeedbackLink() {
  const { t } = useTranslation();
  const links = useSiteLinks();
  const href = links ? feedbackHref(links, encodeURIComponent(t('shell.feedbackSubject'))) : '';
  if (!href) return null;
  const external = !href.startsWith('mailto:');
  return (
    <HeaderAction
      icon={<MessageOutlined />}
      label={t('shell.feedback')}
      href={href}
      {...(external ? { target: '_blank', rel: 'noreferrer' } : {})}
      data-testid="feedback"
    />
  );
}
