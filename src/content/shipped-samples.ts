/**
 * The testimonials the site shipped with, known by their words: a quote with one of their sentences
 * is a sample whatever its `sample` flag says. The pages label it as one and the launch check lists
 * it. Build-time only (it hashes with node:crypto); the editor never loads it.
 */
import { createHash } from 'node:crypto';

/**
 * The sentences of the testimonials the site shipped with, as fingerprints (`sentenceFingerprints`):
 * a quote with one of these sentences is a sample whatever its flag says.
 */
export const SHIPPED_SAMPLE_SENTENCES = new Set([
  'f64c973ac6155fbb1765e398600351089a98c49a23afb9b3650809110f162197',
  '4bee1feb281bae700215b759001982d435ba6765209f86550363a0cddca605fb',
  '7ddef7ee3cfd8a10e2e8e2dc94de3cf47c3242c5e5f8d304d8f56466c00b6e3c',
  'a1c5fe73990cb45907180bdebfd70be6524beac5953e1733b4e35614d0dc1656',
  'e18976c3b36562f1ac0932584ce18cdb01f504a6e85407a73cf7b5d818f3ce06',
  'd762390700d1e8875e38b9cbb55ef507e856b58d810dff7b55c308968aa0a6b0',
]);

/** Each sentence of a quote as a fingerprint: SHA-256 of its letters and digits in lower case. */
export function sentenceFingerprints(quote: string): string[] {
  return quote
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => createHash('sha256').update(sentence.toLowerCase().replace(/[^a-z0-9]/g, '')).digest('hex'));
}

/** Whether a quote has a sentence of a sample the site shipped with. */
export function isShippedSample(quote: string): boolean {
  return sentenceFingerprints(quote).some((sentence) => SHIPPED_SAMPLE_SENTENCES.has(sentence));
}
