// Relative, not the package name: Vite bundles relative imports of its config, but hands packages to Node,
// which cannot load TypeScript.
import { consoleViteConfig } from '../../packages/web-kit/vite-config';

export default consoleViteConfig('/');
