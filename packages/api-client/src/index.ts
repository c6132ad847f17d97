export * from './api-error';
export * from './client';
export * from './cookie-jar';
export * from './system';
export * from './auth';
export * from './users';
