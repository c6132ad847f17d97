import { useTranslation } from 'react-i18next';
import { useSession, useSiteLinks } from '@fleetkey/web-kit';
import { useLicencePanel } from '../hooks/useLicences';

/**
 * Who to talk to about paying an order: the user's account manager when one is set, else the sales
 * contact administrators configured (system config), else nothing — never a "Not set" contact.
 */
export function SalesContact() {
  const { t } = useTranslation();
  const { user } = useSession();
  const panel = useLicencePanel(user?.id ?? '', 1);
  const sales = useSiteLinks()?.salesContact;
  const owner = panel.data?.owner;
  if (owner && (owner.AEName || owner.AEMobile)) {
    const who = [owner.AEName, owner.AEMobile].filter(Boolean).join(', ');
    return <span data-testid="order-contact">{t('licences.purchase.contactManager', { who })}</span>;
  }
  if (!owner || !sales) return null;
  return <span data-testid="order-contact">{t('licences.purchase.contactSales', { who: sales })}</span>;
}
