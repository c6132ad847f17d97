import { useState } from 'react';
import { Badge, Button, Card, Empty, Input, List, Space, Spin } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DEV_BOARD_SHORT_MAX, type PinModelView } from '@fleetkey/contract';
import { Allowed } from '../../admin-access/Allowed';

/** The models that have a pin map, and (pinmaps:write) a new model's name to start a map for. */
export function PinModelList({
  models,
  loading,
  chosen,
  onChoose,
}: {
  models: PinModelView[] | undefined;
  loading: boolean;
  chosen: string | undefined;
  onChoose: (model: string) => void;
}) {
  const { t } = useTranslation();
  const [fresh, setFresh] = useState('');
  return (
    <Card size="small" title={t('awpin.pins.models')} style={{ width: 260, flexShrink: 0 }}>
      <Allowed permission="pinmaps:write">
        <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
          <Input
            value={fresh}
            maxLength={DEV_BOARD_SHORT_MAX}
            placeholder={t('awpin.pins.newModel')}
            onChange={(event) => setFresh(event.target.value)}
            data-testid="pin-new-model"
          />
          <Button
            icon={<PlusOutlined />}
            disabled={fresh.trim() === ''}
            onClick={() => {
              onChoose(fresh.trim());
              setFresh('');
            }}
            data-testid="pin-new-model-add"
          />
        </Space.Compact>
      </Allowed>
      {loading ? (
        <Spin />
      ) : models && models.length > 0 ? (
        <List<PinModelView>
          size="small"
          dataSource={models}
          data-testid="pin-models"
          renderItem={(entry) => (
            <List.Item
              onClick={() => onChoose(entry.model)}
              style={{
                cursor: 'pointer',
                paddingInline: 8,
                background:
                  entry.model.toLowerCase() === chosen?.toLowerCase()
                    ? 'var(--ant-color-primary-bg)'
                    : undefined,
              }}
              data-testid={`pin-model-${entry.model}`}
            >
              <span>{entry.model}</span>
              <Badge count={entry.pins} showZero color="blue" overflowCount={9999} />
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('awpin.pins.noModels')} />
      )}
    </Card>
  );
}
