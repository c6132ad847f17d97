import { Col, Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { GENDER_MALE } from '@fleetkey/contract';

/** Stored gender for "female" (any value but GENDER_MALE reads as female). */
const GENDER_FEMALE = 2;

/** The profile dialogs' gender choice, as the form field `gender`. */
export function GenderField({ sm }: { sm: number }) {
  const { t } = useTranslation();
  return (
    <Col xs={24} sm={sm}>
      <Form.Item name="gender" label={t('userCentre.fields.gender')}>
        <Radio.Group
          options={[
            { value: GENDER_MALE, label: t('userCentre.gender.male') },
            { value: GENDER_FEMALE, label: t('userCentre.gender.female') },
          ]}
        />
      </Form.Item>
    </Col>
  );
}
