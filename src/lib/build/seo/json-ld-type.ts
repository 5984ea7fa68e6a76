import type { Thing, WithContext } from 'schema-dts';

/**
 * One JSON-LD object. Its own module because page metadata carries JSON-LD (metadata.ts) while the
 * JSON-LD builders use metadata's addresses (json-ld.ts): each imports this, not the other.
 */
export type JsonLd = WithContext<Thing>;
