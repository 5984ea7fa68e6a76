import sharp from 'sharp';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Rasterise an SVG string to JPEG, stepping quality down until under maxBytes. */
export async function renderJpeg(svg, file, { width, height, quality = 82, maxBytes = 350 * 1024 } = {}) {
  const png = await sharp(Buffer.from(svg), { limitInputPixels: false, unlimited: true })
    .resize(width, height, { fit: 'cover' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let q = quality;
  let buf;
  for (;;) {
    buf = await sharp(png.data, { raw: png.info }).jpeg({ quality: q, mozjpeg: true, chromaSubsampling: '4:2:0' }).toBuffer();
    if (buf.length <= maxBytes || q <= 60) break;
    q -= 4;
  }
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, buf);
  return { bytes: buf.length, quality: q };
}
