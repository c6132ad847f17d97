import { Drawer, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceTypeView } from '@fleetkey/contract';
import { LoadError } from '@fleetkey/web-kit';
import { useIotAccess } from '../../access/use-iot-access';
import type { PointRow } from '../devtype-form';
import { useDeviceType, useDeviceTypeActions } from '../hooks/useDeviceTypes';
import {
  eventRows,
  initParamRows,
  pointRows,
  toEventSection,
  toInitParams,
  toPointSection,
  type EventRow,
  type EventSection,
  type InitParamRow,
} from '../section-form';
import { EventFields, InitParamFields } from './SectionFields';
import { SectionForm } from './SectionForm';
import { PointFields } from './SectionRows';
import { TopicsPanel } from './TopicsPanel';

const EVENT_SECTIONS: EventSection[] = ['warnings', 'errors', 'logs'];
const NEW_POINT: PointRow = { name: '', type: 'number', unit: '', desc: '' };
const NEW_EVENT: EventRow = { code: '', desc: '' };
const NEW_PARAM: InitParamRow = { name: '', kind: 'string', text: '' };

/** The tabs over a loaded type: each section saves alone (PUT /devtype/{devtype}/{section}). */
function SectionTabs({ type }: { type: DeviceTypeView }) {
  const { t } = useTranslation();
  const editable = useIotAccess().can('devtypes', 'write');
  const { putSection } = useDeviceTypeActions();
  const { devtype } = type;
  return (
    <Tabs
      items={[
        {
          key: 'status',
          label: t('deviceTypes.sections.status'),
          children: (
            <SectionForm
              testId="section-status"
              title={t('deviceTypes.sections.statusTitle')}
              addLabel={t('deviceTypes.addPoint')}
              newRow={NEW_POINT}
              rows={pointRows(type.status)}
              editable={editable}
              fields={(row) => <PointFields row={row} kind="point" />}
              check={toPointSection}
              save={(value) => putSection.mutateAsync({ devtype, section: 'status', value })}
            />
          ),
        },
        ...EVENT_SECTIONS.map((section) => ({
          key: section,
          label: t(`deviceTypes.sections.${section}`),
          children: (
            <SectionForm
              testId={`section-${section}`}
              title={t(`deviceTypes.sections.${section}Title`)}
              addLabel={t('deviceTypes.sections.addCode')}
              newRow={NEW_EVENT}
              rows={eventRows(type[section])}
              editable={editable}
              fields={(row) => <EventFields row={row} />}
              check={(rows) => toEventSection(section, rows)}
              save={(value) => putSection.mutateAsync({ devtype, section, value })}
            />
          ),
        })),
        {
          key: 'initParam',
          label: t('deviceTypes.sections.initParam'),
          children: (
            <SectionForm
              testId="section-initParam"
              title={t('deviceTypes.sections.initParamTitle')}
              addLabel={t('deviceTypes.sections.addParam')}
              newRow={NEW_PARAM}
              rows={initParamRows(type.initParam)}
              editable={editable}
              fields={(row) => <InitParamFields row={row} />}
              check={toInitParams}
              save={(value) => putSection.mutateAsync({ devtype, section: 'initParam', value })}
            />
          ),
        },
        {
          key: 'topics',
          label: t('deviceTypes.sections.topics'),
          children: <TopicsPanel type={type} editable={editable} />,
        },
      ]}
    />
  );
}

/**
 * A type's other sections, beside the points and commands of its dialog: status points, warnings, errors,
 * logs, initial parameters and per-topic points. Read-only for a user who may not write device types.
 */
export function SectionsDrawer({ devtype, onClose }: { devtype: string; onClose: () => void }) {
  const { t } = useTranslation();
  const type = useDeviceType(devtype);
  return (
    <Drawer
      open
      width={860}
      title={t('deviceTypes.sections.title', { name: devtype })}
      onClose={onClose}
      destroyOnHidden
      data-testid="devtype-sections"
    >
      {type.isError ? (
        <LoadError error={type.error} onRetry={() => void type.refetch()} />
      ) : type.data ? (
        <SectionTabs type={type.data} />
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}
