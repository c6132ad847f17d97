import { App, Button, Flex, Input, Modal, Spin } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LicenceView } from '@fleetkey/contract';
import { QueryError } from '@fleetkey/web-kit';
import { QUERY_ROOTS } from '../../common/query-roots';
import { useLicenceApi } from '../hooks/useLicenceApi';
import { LicenceSummary } from './LicenceSummary';

/** The licence key a device presents, fetched when the dialog opens, with a copy button. */
export function CdkeyDialog({ licence, onClose }: { licence: LicenceView; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const api = useLicenceApi();
  const cdkey = useQuery({
    queryKey: [QUERY_ROOTS.licences, 'cdkey', licence.id],
    queryFn: () => api.licences.cdkey(licence.id),
    meta: { silentError: true },
  });
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      void message.success(t('licences.cdkey.copied'));
    } catch {
      // No clipboard access (an insecure origin or a denied permission): the key stays selectable.
      void message.warning(t('licences.cdkey.copyFailed'));
    }
  };

  return (
    <Modal
      open
      title={t('licences.cdkey.title')}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      data-testid="cdkey-dialog"
    >
      <LicenceSummary licence={licence} />
      {cdkey.isPending && <Spin />}
      <QueryError query={cdkey} />
      {cdkey.data && (
        <Flex gap={8} align="flex-start">
          <Input.TextArea
            readOnly
            autoSize
            value={cdkey.data.cdkey}
            data-testid="cdkey-value"
            style={{ fontFamily: 'monospace' }}
            onFocus={(e) => e.target.select()}
          />
          <Button
            icon={<CopyOutlined />}
            onClick={() => void copy(cdkey.data.cdkey)}
            data-testid="cdkey-copy"
          >
            {t('licences.cdkey.copy')}
          </Button>
        </Flex>
      )}
    </Modal>
  );
}
