/** One step of `npm test`: a command, and the stages it waits for. */
export interface Stage {
  name: string;
  command: string;
  /** Stages that must pass first (a lane: what shares a core with what). */
  after: string[];
  /** Names of phases the command reports itself (tools/ci/phase-report.ts), shown as rows of their own. */
  phases?: string[];
}

const STATIC = 'tsx tools/ci/static-checks.ts';

/**
 * Three lanes side by side, each about one core's work: the browser suite (the longest) starts first after
 * the build; the integration files, which mostly wait on servers, brokers and databases, beside it; and the
 * static checks then the unit tests in the third. The C device kit's short stage (its build, a sanitized
 * parser run, its programs against a server) joins the browser lane's start, after the build.
 */
export const STAGES: Stage[] = [
  { name: 'build', command: 'npm run build --silent', after: [] },
  { name: 'browser', command: 'npm run test --silent -w e2e', after: ['build'] },
  {
    name: 'device-kit',
    command: 'bash device-kit/c/ensure-packages.sh && npx vitest run --project device-kit',
    after: ['build'],
  },
  { name: 'integration', command: 'npx vitest run --project integration', after: [] },
  { name: 'static', command: STATIC, after: [], phases: ['typecheck', 'lint'] },
  { name: 'format', command: 'npx prettier --check .', after: ['static'] },
  { name: 'unit', command: 'npx vitest run --project unit --project unit-web', after: ['format'] },
];
