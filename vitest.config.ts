/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { getViteConfig } from 'astro/config';

// Unit tests run through Astro's Vite config, so imports resolve exactly as in the build.
// Component tests opt into a DOM with a `// @vitest-environment dom-server` comment: jsdom, with
// modules resolved as on the server, where Astro's content collections are read
// (src/test/dom-environment.ts). `astro sync` must have run first (npm run test:unit does it).
export default getViteConfig({
  resolve: {
    alias: {
      'vitest-environment-dom-server': fileURLToPath(new URL('./src/test/dom-environment.ts', import.meta.url)),
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
    environment: 'node',
    setupFiles: ['./src/test/setup.ts'],
    // Worker threads, one per core: Vitest's default (forks, one fewer than the cores) used one
    // of the two cores here, and the suite took 108 s instead of 54.
    pool: 'threads',
    maxWorkers: availableParallelism(),
    // The component tests type and click through jsdom; beside a build on two busy cores (the
    // editor tests run the copy's unit tests so) one can take longer than Vitest's 5 s.
    testTimeout: 20_000,
  },
});
