import type { AccountActivityView } from '@fleetkey/contract';
import type { TFunction } from 'i18next';

/**
 * One entry of the activity log as a sentence in the reader's language (`activity.entries.<kind>`): a
 * sub-user or profile change names the sub-user or profile ("新建了子用户 bob"); an IoT write names the
 * resource and its object ("创建了设备 m-1" / "created device m-1"), or only the resource when the route
 * names no object.
 */
export function activityText(t: TFunction, { action, resource, target }: AccountActivityView): string {
  const named = resource ? t(`activity.resources.${resource}`) : '';
  const object = [named, target].filter((part) => part !== '').join(' ');
  return t(`activity.entries.${action}`, { object });
}
