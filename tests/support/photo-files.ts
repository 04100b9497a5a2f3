import { crc32, deflateSync } from "node:zlib";

import sharp from "sharp";

/**
 * Photos and not-photos for the upload tests, made on the spot. `rotatedJpegWithGps` is what a
 * phone writes: pixels stored sideways with an EXIF orientation, the camera's name and the place.
 */

/** Where the GPS tags say the photo was taken (Minneapolis). */
export const GPS_PLACE = { latitude: 44.9778, longitude: -93.265 };

/** A landscape scene stored as portrait pixels with orientation 6 (turn 90° clockwise), plus EXIF and GPS. */
export async function rotatedJpegWithGps(): Promise<Buffer> {
  // 1200 wide x 1600 tall as stored; upright it is 1600 x 1200.
  const stripes = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1600">
      <rect width="1200" height="1600" fill="#1e3a8a"/>
      <rect width="600" height="1600" fill="#f97316"/>
    </svg>`,
  );
  return sharp(stripes)
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "PhoneCam", Model: "Pocket 12" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "44/1 58/1 4008/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "93/1 15/1 5400/100",
      },
    })
    .toBuffer();
}

/** A plain photo of one colour, in the given format. */
export async function plainPhoto(
  format: "jpeg" | "png" | "webp" | "avif" | "gif" | "tiff" = "jpeg",
  width = 800,
  height = 600,
  background = "#16a34a",
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG cut off half way, as an interrupted copy leaves it. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#9333ea" } })
    .composite([
      { input: Buffer.from('<svg width="1200" height="900"><circle cx="600" cy="450" r="400" fill="#facc15"/></svg>') },
    ])
    .jpeg()
    .toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
}

export function svgFile(): Buffer {
  return Buffer.from(
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="red"/></svg>',
  );
}

export function textFile(): Buffer {
  return Buffer.from("Opening hours: Mon-Fri 10-22.\nThis is a text file renamed to photo.jpg.\n");
}

/** Bytes over the 10 MB limit (50 MB of them). */
export function hugeFile(bytes = 50 * 1024 * 1024): Buffer {
  return Buffer.alloc(bytes, 0xff);
}

/**
 * A real 30,000 x 30,000 PNG (a decompression bomb: 900 million pixels of black in a file of about
 * a hundred kilobytes). One bit per pixel keeps making it cheap.
 */
export function bombPng(side = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(side / 8); // a filter byte, then the pixels
  const pixels = deflateSync(Buffer.alloc(rowBytes * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", pixels),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}
