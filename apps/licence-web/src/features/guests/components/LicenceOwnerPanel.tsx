import { useTranslation } from 'react-i18next';
import { LicencePanelBody } from '../../licences/components/LicencePanelBody';

/** The licence/user info panel of licence-portal.md §2 inside an administrator's drawer, for any user. */
export function LicenceOwnerPanel({ userId }: { userId: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid="licence-owner-panel">
      <LicencePanelBody
        userId={userId}
        narrow
        emptyText={t('registerList.noLicences')}
        pageTestId="licence-owner-page"
      />
    </div>
  );
}
