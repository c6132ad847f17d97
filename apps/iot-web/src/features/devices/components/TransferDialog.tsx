import { useState } from 'react';
import { Alert, App, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceView } from '@fleetkey/contract';
import { FormModal } from '@fleetkey/web-kit';
import { DeviceSelect } from '../../common/DeviceSelect';
import { useFormDialog } from '../../common/hooks/use-form-dialog';
import { useGatewayErrorText } from '../gateway-errors';
import { useRelationActions } from '../hooks/useDeviceRelations';

/** The dialog's form holds no field: the receiving gateway comes from the device picker's own state. */
type TransferValues = Record<string, never>;

/**
 * Moves chosen sub-devices of a gateway to another gateway (POST /gateway/{devid}/transfer_subdevs), all or
 * none. The dialog is the confirmation: it names the devices and both gateways before anything moves.
 */
export function TransferDialog({
  gateway,
  subdevs,
  onMoved,
  onClose,
}: {
  gateway: string;
  subdevs: string[];
  onMoved: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { save, frame } = useFormDialog<TransferValues>(onClose);
  const { transferSubdevs } = useRelationActions();
  const refusalText = useGatewayErrorText();
  const [to, setTo] = useState<DeviceView | null>(null);
  const submit = () =>
    save(async () => {
      if (!to) return;
      await transferSubdevs.mutateAsync({ gateway, to: to.devid, subdevs });
      void message.success(t('gateway.transferred', { count: subdevs.length, to: to.devid }));
      onMoved();
    });
  return (
    <FormModal<TransferValues>
      title={t('gateway.transferTitle', { count: subdevs.length })}
      okText={t('gateway.transferOk')}
      {...frame}
      // A gateway refusal is told by its reason and device below, not by the general error text.
      failure={null}
      okDisabled={!to}
      onFinish={() => void submit()}
      intro={
        <Typography.Paragraph type="secondary" data-testid="transfer-intro">
          {t('gateway.transferIntro', { from: gateway, devids: subdevs.join(', ') })}
        </Typography.Paragraph>
      }
      testIds={{ ok: 'transfer-ok', form: 'transfer-form' }}
    >
      {frame.failure !== null && (
        <Alert type="error" showIcon title={refusalText(frame.failure)} data-testid="transfer-failure" />
      )}
      <Form.Item label={t('gateway.transferTo')} required>
        <DeviceSelect value={to} onChange={setTo} data-testid="transfer-to" />
      </Form.Item>
    </FormModal>
  );
}
