/** The client directives this site adds to Astro's (astro.config.mjs). */
declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate once the page's first paint is on screen (src/lib/browser/painted-directive.ts). */
    'client:painted'?: boolean;
  }
}

export {};
