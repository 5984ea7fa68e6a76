/// <reference types="vitest/config" />
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
  },
});
