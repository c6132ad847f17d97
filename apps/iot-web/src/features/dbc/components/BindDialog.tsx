import { useState } from 'react';
import { Button, Form, List, Modal, Popconfirm, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type DbcBindBody, type DbcBindingView, type DbcStrategyView } from '@fleetkey/contract';
import { useDialogSubmit, SubmitFailure } from '@fleetkey/web-kit';
import { DevicesSelect } from '../../common/DevicesSelect';

export interface BindDialogProps {
  strategy: DbcStrategyView;
  onBind: (body: DbcBindBody) => Promise<unknown>;
  /** The strategy's bindings now: its type's (devid null) and its devices'. */
  bindings: readonly DbcBindingView[];
  unbinding: boolean;
  /** Unbinds the type (null) or one device. */
  onUnbind: (devid: string | null) => void;
  onClose: () => void;
}

/**
 * Binding a strategy: to its whole device type, or to chosen devices of that type (searched on the
 * server), and unbinding what it is bound to now. A device's own binding wins over its type's.
 */
export function BindDialog({ strategy, onBind, bindings, unbinding, onUnbind, onClose }: BindDialogProps) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<'type' | 'devices'>('type');
  const [devids, setDevids] = useState<string[]>([]);
  const { saving, failure, save } = useDialogSubmit(onClose);

  return (
    <Modal
      open
      title={t('dbc.bind.title', { name: strategy.name })}
      okText={t('dbc.bind.submit')}
      okButtonProps={{
        loading: saving,
        disabled: target === 'devices' && devids.length === 0,
        'data-testid': 'dbc-bind-submit',
      }}
      onOk={() =>
        void save(() => onBind({ strategyId: strategy.id, ...(target === 'devices' ? { devids } : {}) }))
      }
      onCancel={onClose}
      destroyOnHidden
    >
      <SubmitFailure failure={failure} testId="dbc-bind-failure" />
      <Form layout="vertical" data-testid="dbc-bind-dialog">
        <Form.Item label={t('dbc.bind.target')}>
          <Radio.Group
            value={target}
            onChange={(event) => setTarget(event.target.value as 'type' | 'devices')}
            options={[
              { value: 'type', label: t('dbc.bind.wholeType', { devtype: strategy.devtype }) },
              { value: 'devices', label: t('dbc.bind.someDevices') },
            ]}
            data-testid="dbc-bind-target"
          />
        </Form.Item>
        {target === 'devices' && (
          <Form.Item label={t('dbc.bind.devices')} extra={t('dbc.bind.devicesHint')}>
            <DevicesSelect
              devtype={strategy.devtype}
              value={devids}
              onChange={setDevids}
              placeholder={t('deviceSelect.placeholder')}
              testId="dbc-bind-devices"
            />
          </Form.Item>
        )}
        <Typography.Text type="secondary">{t('dbc.bind.precedence')}</Typography.Text>
      </Form>
      {bindings.length > 0 && (
        <List
          size="small"
          header={t('dbc.bind.current')}
          dataSource={[...bindings]}
          rowKey={(b) => b.devid ?? ''}
          style={{ marginTop: 16 }}
          data-testid="dbc-bind-current"
          renderItem={(b) => {
            const target = b.devid ?? t('dbc.bind.wholeType', { devtype: b.devtype });
            return (
              <List.Item
                actions={[
                  <Popconfirm
                    key="unbind"
                    title={t('dbc.bind.unbindConfirm', { target })}
                    onConfirm={() => onUnbind(b.devid)}
                  >
                    <Button
                      size="small"
                      type="link"
                      danger
                      loading={unbinding}
                      data-testid={`dbc-unbind-${b.devid ?? 'type'}`}
                    >
                      {t('dbc.bind.unbind')}
                    </Button>
                  </Popconfirm>,
                ]}
              >
                {target}
              </List.Item>
            );
          }}
        />
      )}
    </Modal>
  );
}
