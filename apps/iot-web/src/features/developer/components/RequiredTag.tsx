import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Whether a field of the reference must be sent: red when it must. */
export function RequiredTag({ required }: { required: boolean }) {
  const { t } = useTranslation();
  return required ? (
    <Tag color="red">{t('developer.requiredYes')}</Tag>
  ) : (
    <Tag>{t('developer.requiredNo')}</Tag>
  );
}
