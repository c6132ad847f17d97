/** Query keys of the system screens; a write invalidates its list by the first two elements. */
export const SYS_KEYS = {
  installers: ['sys', 'installers'],
  webapps: ['sys', 'webapps'],
  files: ['sys', 'files'],
  config: ['sys', 'config'],
  thirdParty: ['sys', 'third-party'],
} as const;
