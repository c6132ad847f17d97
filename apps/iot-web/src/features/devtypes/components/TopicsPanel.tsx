import { useState } from 'react';
import { Button, Card, Flex, Input, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { KEY_NAME_MAX, keyNameSchema, type DeviceTypeView } from '@fleetkey/contract';
import { NoData } from '../../common/NoData';
import { useDeviceTypeActions } from '../hooks/useDeviceTypes';
import { toTopic, topicsOf } from '../section-form';
import { SectionForm } from './SectionForm';
import { NEW_POINT, PointFields } from './SectionRows';

/**
 * The type's per-topic points (much_data): each topic saved or deleted alone. A topic added here exists on
 * the server once its points are saved.
 */
export function TopicsPanel({ type, editable }: { type: DeviceTypeView; editable: boolean }) {
  const { t } = useTranslation();
  const actions = useDeviceTypeActions();
  const [added, setAdded] = useState<string[]>([]);
  const [name, setName] = useState('');
  const { devtype } = type;
  const stored = topicsOf(type);
  const topics = [
    ...stored,
    ...added.filter((topic) => !(topic in type.much_data)).map((topic) => ({ topic, rows: [] })),
  ];
  const nameCheck = keyNameSchema.safeParse(name);
  const taken = topics.some((one) => one.topic === name);
  const add = () => {
    setAdded((list) => [...list, name]);
    setName('');
  };
  return (
    <Flex vertical gap={12} data-testid="devtype-topics">
      <Typography.Text type="secondary">{t('deviceTypes.sections.topicsHint')}</Typography.Text>
      {topics.length === 0 && <NoData />}
      {topics.map(({ topic, rows }) => (
        <Card size="small" key={topic} title={<Typography.Text code>{topic}</Typography.Text>}>
          <SectionForm
            testId={`topic-${topic}`}
            title={t('deviceTypes.sections.topicPoints')}
            addLabel={t('deviceTypes.addPoint')}
            newRow={NEW_POINT}
            rows={rows}
            editable={editable}
            fields={(row) => <PointFields row={row} kind="point" />}
            check={(points) => toTopic(topic, points)}
            save={(body) => actions.putTopic.mutateAsync({ devtype, ...body })}
            extra={
              topic in type.much_data ? (
                <Popconfirm
                  title={t('deviceTypes.sections.confirmDeleteTopic', { topic })}
                  onConfirm={() => actions.deleteTopic.mutate({ devtype, topic })}
                >
                  <Button danger data-testid={`topic-${topic}-delete`}>
                    {t('list.delete')}
                  </Button>
                </Popconfirm>
              ) : (
                <Button onClick={() => setAdded((list) => list.filter((one) => one !== topic))}>
                  {t('deviceTypes.sections.discardTopic')}
                </Button>
              )
            }
          />
        </Card>
      ))}
      {editable && (
        <Space.Compact>
          <Input
            value={name}
            onChange={(event) => setName(event.target.value.trim())}
            onPressEnter={() => nameCheck.success && !taken && add()}
            placeholder={t('deviceTypes.sections.topicName')}
            maxLength={KEY_NAME_MAX}
            status={name && (!nameCheck.success || taken) ? 'error' : undefined}
            style={{ width: 260 }}
            data-testid="topic-name"
          />
          <Button onClick={add} disabled={!nameCheck.success || taken} data-testid="topic-add">
            {t('deviceTypes.sections.addTopic')}
          </Button>
        </Space.Compact>
      )}
    </Flex>
  );
}
