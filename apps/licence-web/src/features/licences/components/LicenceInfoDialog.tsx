import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { LicencePanelBody } from './LicencePanelBody';

/**
 * The licence/user info panel of licence-portal.md §2 in a dialog: the account's company, its account
 * manager's contact and its licences five a page.
 */
export function LicenceInfoDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      width={720}
      title={t('licences.info.title')}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      data-testid="licence-info-dialog"
    >
      <LicencePanelBody userId={userId} emptyText={t('licences.empty')} pageTestId="licence-info-page" />
    </Modal>
  );
}
