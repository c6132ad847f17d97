// @fleetkey/web-kit/testing: helpers for the consoles' unit tests (never imported by app code).
export { flattenKeys, textAt } from './locale-keys';
export { DEMO_USER, renderConsole } from './render-console';
export type { RenderConsoleOptions } from './render-console';
