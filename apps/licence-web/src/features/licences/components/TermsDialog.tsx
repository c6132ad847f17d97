import { useState } from 'react';
import { Checkbox, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const TERMS = ['noRefund', 'pricesMayChange', 'notTransferable'] as const;

/**
 * The purchase dialog's licence terms (licence-portal.md §2): no refund, prices may change, the account is
 * not transferable. Nothing is submitted until the user ticks that they agree.
 */
export function TermsDialog({
  open,
  busy,
  onAgree,
  onCancel,
}: {
  open: boolean;
  busy: boolean;
  onAgree: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [agreed, setAgreed] = useState(false);
  return (
    <Modal
      open={open}
      width={418}
      title={t('licences.terms.title')}
      okText={t('licences.terms.agree')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !agreed, 'data-testid': 'terms-agree' }}
      confirmLoading={busy}
      onOk={onAgree}
      onCancel={onCancel}
      afterClose={() => setAgreed(false)}
      data-testid="terms-dialog"
    >
      <Typography.Paragraph>{t('licences.terms.intro')}</Typography.Paragraph>
      <ol style={{ paddingInlineStart: 20 }}>
        {TERMS.map((term) => (
          <li key={term} data-testid={`term-${term}`}>
            {t(`licences.terms.${term}`)}
          </li>
        ))}
      </ol>
      <Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} data-testid="terms-checkbox">
        {t('licences.terms.read')}
      </Checkbox>
    </Modal>
  );
}
