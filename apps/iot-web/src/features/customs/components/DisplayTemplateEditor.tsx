import { useState } from 'react';
import { Col, Flex, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOM_LIMITS, type CustomKey, type DisplayPoint, type Point } from '@fleetkey/contract';
import { SubmitFailure, WholeTable } from '@fleetkey/web-kit';
import { useCustomSave } from '../hooks/useCustomSave';
import { CustomSaveBar } from './CustomSaveBar';
import { DeviceCardPreview } from './DeviceCardPreview';

export interface DisplayTemplateEditorProps {
  customKey: CustomKey;
  /** The type's declared points (data, much_data and status). */
  declared: Point[];
  /** The stored template, when there is one. */
  stored?: DisplayPoint[];
}

/** Picks a type's points and sets how each shows (label, unit, decimals, colour, order), with a live preview. */
export function DisplayTemplateEditor({ customKey, declared, stored }: DisplayTemplateEditorProps) {
  const { t } = useTranslation();
  const saveState = useCustomSave(customKey, Boolean(stored));
  const [points, setPoints] = useState<DisplayPoint[]>(stored ?? []);

  const pick = (names: string[]) =>
    setPoints(
      names.map(
        (name, index) =>
          points.find((point) => point.name === name) ?? {
            name,
            label: '',
            unit: declared.find((point) => point.name === name)?.unit ?? '',
            order: index,
          },
      ),
    );
  const change = (name: string, patch: Partial<DisplayPoint>) =>
    setPoints(points.map((point) => (point.name === name ? { ...point, ...patch } : point)));

  const submit = () => saveState.submit({ ...customKey, customtype: 'displayTemplate', value: { points } });

  return (
    <Row gutter={16}>
      <Col xs={24} xl={15}>
        <Flex vertical gap={12}>
          <SubmitFailure failure={saveState.failure} testId="template-failure" />
          <Select
            mode="multiple"
            value={points.map((point) => point.name)}
            onChange={pick}
            options={declared.map((point) => ({ value: point.name, label: point.name }))}
            placeholder={t('customs.template.pickPoints')}
            maxCount={CUSTOM_LIMITS.pointsMax}
            data-testid="template-points"
          />
          <WholeTable<DisplayPoint>
            rowKey="name"
            dataSource={points}
            columns={[
              { title: t('customs.template.point'), dataIndex: 'name', key: 'name' },
              {
                title: t('customs.template.label'),
                key: 'label',
                render: (_, point) => (
                  <Input
                    value={point.label}
                    maxLength={CUSTOM_LIMITS.labelMax}
                    onChange={(event) => change(point.name, { label: event.target.value })}
                    data-testid={`template-label-${point.name}`}
                  />
                ),
              },
              {
                title: t('customs.template.unit'),
                key: 'unit',
                width: 100,
                render: (_, point) => (
                  <Input
                    value={point.unit}
                    maxLength={CUSTOM_LIMITS.unitMax}
                    onChange={(event) => change(point.name, { unit: event.target.value })}
                    data-testid={`template-unit-${point.name}`}
                  />
                ),
              },
              {
                title: t('customs.template.decimals'),
                key: 'decimals',
                width: 90,
                render: (_, point) => (
                  <InputNumber
                    min={0}
                    max={CUSTOM_LIMITS.decimalsMax}
                    precision={0}
                    value={point.decimals}
                    onChange={(value) => change(point.name, { decimals: value ?? undefined })}
                    data-testid={`template-decimals-${point.name}`}
                  />
                ),
              },
              {
                title: t('customs.template.color'),
                key: 'color',
                width: 70,
                render: (_, point) => (
                  <input
                    type="color"
                    aria-label={t('customs.template.color')}
                    value={point.color ?? '#000000'}
                    onChange={(event) => change(point.name, { color: event.target.value })}
                  />
                ),
              },
              {
                title: t('customs.template.order'),
                key: 'order',
                width: 90,
                render: (_, point) => (
                  <InputNumber
                    min={0}
                    max={9999}
                    precision={0}
                    value={point.order}
                    onChange={(value) => change(point.name, { order: value ?? 0 })}
                  />
                ),
              },
            ]}
          />
          <CustomSaveBar
            state={saveState}
            onSave={submit}
            saveDisabled={points.length === 0}
            testIds={{ save: 'template-save', saved: 'template-saved' }}
          />
        </Flex>
      </Col>
      <Col xs={24} xl={9}>
        <DeviceCardPreview template={{ points }} declared={declared} />
      </Col>
    </Row>
  );
}
