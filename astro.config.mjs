// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { writeFile } from 'node:fs/promises';
import { headersFile } from './scripts/security-headers.mjs';

/**
 * Writes the security headers as dist/_headers for Netlify and Cloudflare Pages.
 * @type {import('astro').AstroIntegration}
 */
const cdnHeaders = {
  name: 'cdn-headers',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      await writeFile(new URL('_headers', dir), headersFile());
    },
  },
};

// The www origin is the site's default canonical origin (src/content/site.ts holds it too; this
// file cannot import TypeScript, so the test in src/lib/seo checks that both agree).
export default defineConfig({
  site: 'https://www.hearthwoodremodeling.example',
  output: 'static',
  trailingSlash: 'never',
  build: {
    // /financing -> financing.html: canonical addresses carry no trailing slash.
    format: 'file',
    inlineStylesheets: 'auto',
  },
  integrations: [react(), cdnHeaders],
  vite: {
    plugins: [tailwindcss()],
  },
  devToolbar: { enabled: false },
});
