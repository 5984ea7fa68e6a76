// @ts-check
import sharp from 'sharp';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * @typedef {object} RenderOptions
 * @property {number} width output width in pixels
 * @property {number} height output height in pixels
 * @property {number} [quality] starting JPEG quality
 * @property {number} [maxBytes] largest acceptable file
 */

/**
 * Rasterise an SVG string to JPEG, stepping quality down until under maxBytes.
 * @param {string} svg
 * @param {string} file
 * @param {RenderOptions} options
 * @returns {Promise<{ bytes: number, quality: number }>} the file size and the quality used
 */
export async function renderJpeg(svg, file, { width, height, quality = 82, maxBytes = 350 * 1024 }) {
  const rawImage = await sharp(Buffer.from(svg), { limitInputPixels: false, unlimited: true })
    .resize(width, height, { fit: 'cover' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let currentQuality = quality;
  let jpeg;
  for (;;) {
    jpeg = await sharp(rawImage.data, { raw: rawImage.info }).jpeg({ quality: currentQuality, mozjpeg: true, chromaSubsampling: '4:2:0' }).toBuffer();
    if (jpeg.length <= maxBytes || currentQuality <= 60) break;
    currentQuality -= 4;
  }
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, jpeg);
  return { bytes: jpeg.length, quality: currentQuality };
}
