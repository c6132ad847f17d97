import { IOT_DEFAULT_THEME } from '@fleetkey/contract';
import type { AppId } from '@fleetkey/web-kit';

/** This console's id: theme and layout are remembered under `fleetkey.theme.iot` / `fleetkey.layout.iot`. */
export const APP_ID: AppId = 'iot';
/** Theme colour until the user picks one: the spec's green (iot-console.md §2). */
export const DEFAULT_THEME = IOT_DEFAULT_THEME;
