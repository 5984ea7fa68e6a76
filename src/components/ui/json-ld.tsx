import { serializeJsonLd, type JsonLd } from '../../lib/build/seo';

/**
 * The only place markup is set from a string: structured data, serialised with "<" escaped so
 * no value can end the script element early.
 */
export function JsonLdScript({ data }: { data: JsonLd }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
