import { Col, Form, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROLLOUT_LIMITS } from '@fleetkey/contract';
import { ROLLOUT_SETTINGS } from '../notify-form';

/**
 * How a rollout goes: batch size and interval, when failures stop it, when a silent device times out. A value
 * outside the contract's bounds is told at the field, not clamped: clamping silently ran other values.
 */
export function RolloutSettings() {
  const { t } = useTranslation();
  return (
    <Row gutter={16}>
      {ROLLOUT_SETTINGS.map((setting) => {
        const { min, max } = ROLLOUT_LIMITS[setting];
        return (
          <Col key={setting} xs={24} sm={12}>
            <Form.Item
              name={setting}
              label={t(`firmware.settings.${setting}`)}
              extra={t('firmware.settings.range', { min, max })}
              rules={[
                { required: true, message: t('validation.required') },
                { type: 'number', min, max, message: t('firmware.settings.outOfRange', { min, max }) },
              ]}
            >
              <InputNumber
                precision={0}
                style={{ width: '100%' }}
                data-testid={`rollout-setting-${setting}`}
              />
            </Form.Item>
          </Col>
        );
      })}
    </Row>
  );
}
