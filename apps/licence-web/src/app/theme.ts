import { LICENCE_DEFAULT_THEME } from '@fleetkey/contract';
import type { AppId } from '@fleetkey/web-kit';

/** This console's id: its theme colour is remembered under `fleetkey.theme.licence`. */
export const APP_ID: AppId = 'licence';
/** Theme colour until the user picks one (licence-portal.md §9). */
export const DEFAULT_THEME = LICENCE_DEFAULT_THEME;
