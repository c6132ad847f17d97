/// <reference types="node" />
import { execSync } from 'node:child_process';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { precompressBuild } from './src/build/precompress';

// Build string of the footer: VITE_BUILD when set (CI), else the build date plus the git short hash
// when the checkout has one.
function buildString(): string {
  const fromEnv = process.env.VITE_BUILD?.trim();
  if (fromEnv) return fromEnv;
  const date = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  try {
    const hash = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    return hash ? `${date}.${hash}` : date;
  } catch {
    return date;
  }
}

const devApi = 'http://localhost:8080';

// What the sign-in page needs (the entry and everything it imports statically, tag `$initial`) goes into a
// few chunks by library instead of dozens of small shared ones, so the first visit makes four script
// requests. The sign-in page is built without antd, which loads with the first screen past it. (Rolldown's
// `codeSplitting` groups: what `manualChunks` was under Rollup.)
const SIGN_IN_CHUNKS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'vendor', test: /node_modules[\\/]/ },
  { name: 'sign-in' },
].map((group) => ({ ...group, tags: ['$initial' as const] }));

// Past sign-in: antd and what it is built on in one chunk, the code two or more screens share in another, and
// each screen's own code in a chunk of its own. Split automatically, the devices screen took 156 requests on a
// first visit (antd's components and the consoles' hooks and helpers a file each); with these groups it takes
// 20, and the browser and the server did a third less work for that visit.
const PAST_SIGN_IN_CHUNKS = [
  { name: 'antd', test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|dayjs|@babel)[\\/]/ },
  { name: 'shared', minShareCount: 2 },
];

/** Vite config of a console served under `base` by the Fleetkey server (dev server proxies the API). */
export function consoleViteConfig(base: '/' | '/iot/'): UserConfig {
  return defineConfig({
    base,
    plugins: [react(), precompressBuild()],
    define: { __BUILD__: JSON.stringify(buildString()) },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      rolldownOptions: { output: { codeSplitting: { groups: [...SIGN_IN_CHUNKS, ...PAST_SIGN_IN_CHUNKS] } } },
    },
    server: { proxy: { '/v1': devApi, '/config.json': devApi } },
  });
}
