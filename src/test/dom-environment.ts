import type { Environment } from 'vitest/environments';
import { builtinEnvironments } from 'vitest/environments';

/**
 * jsdom for component tests, with modules resolved as on the server: the content registries read
 * Astro's content collections (astro:content), which Astro serves to server code only. At build
 * time those registries run on the server too; only the islands' own code reaches a browser.
 * Component tests name it with `// @vitest-environment dom-server` (vitest.config.ts resolves the name).
 */
const domOnServer: Environment = { ...builtinEnvironments.jsdom, name: 'dom-on-server', viteEnvironment: 'ssr' };
export default domOnServer;
