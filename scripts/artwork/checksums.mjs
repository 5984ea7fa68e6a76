// @ts-check
/**
 * The SHA-256 of every image the artwork script drew, as it drew it. `npm run launch-check` lists
 * an image whose file still has its recorded checksum as artwork standing in for a photo; saving
 * a real photo under the same name changes the file, and the image drops off the list.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const CHECKSUMS_FILE = 'src/assets/artwork-checksums.json';

/** @param {string} file */
export const sha256 = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

/**
 * The recorded checksums: project-relative image path -> SHA-256.
 * @param {string} root the project folder
 * @returns {Record<string, string>}
 */
export function readChecksums(root) {
  const file = path.join(root, CHECKSUMS_FILE);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/**
 * Records the checksums of images the artwork script has just written.
 * @param {string} root
 * @param {readonly string[]} outputPaths project-relative paths
 */
export function recordChecksums(root, outputPaths) {
  const checksums = readChecksums(root);
  for (const outputPath of outputPaths) checksums[outputPath] = sha256(path.join(root, outputPath));
  const sorted = Object.fromEntries(Object.entries(checksums).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(path.join(root, CHECKSUMS_FILE), `${JSON.stringify(sorted, null, 2)}\n`);
}
