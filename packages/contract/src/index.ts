export * from './shell';
export * from './timeouts';
export * from './system';
export * from './session';
