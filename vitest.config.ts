/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Unit tests run through Astro's Vite config, so imports resolve exactly as in the build.
// Component tests opt into a DOM with a `// @vitest-environment jsdom` comment.
export default getViteConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
    environment: 'node',
    setupFiles: ['./src/test/setup.ts'],
  },
});
