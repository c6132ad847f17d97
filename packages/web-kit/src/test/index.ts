// @fleetkey/web-kit/testing: helpers for the consoles' unit tests (never imported by app code).
export { flattenKeys, groupsNamedAsText, menuLabelKeys, textAt } from './locale-keys';
export { DEMO_USER, renderConsole, TestConsole } from './render-console';
export type { RenderConsoleOptions } from './render-console';
/** antd's providers as a console has them past sign-in, for rendering an antd screen without the gate. */
export { default as AntdProviders } from '../providers/AntdProviders';
/** A user profile with nothing filled in (the fields the test gives aside). */
export { emptyProfile } from '../user-centre/test-fixtures';
