import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
/** Pixels per QR module: large enough for the scanner's 250 px box at any page width. */
const MODULE_PX = 8;
/** The white border a QR code needs around it, in modules. */
const QUIET_ZONE = 4;
const FRAMES = 5;

/**
 * Writes a Y4M video (YUV4MPEG2, 4:2:0) of a QR code holding `text`, black on white, centred in
 * a 640×480 frame. Chromium plays it as the camera with --use-file-for-fake-video-capture and
 * loops it, so a few identical frames are enough.
 */
export function writeQrVideo(file: string, text: string): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = (modules.size + 2 * QUIET_ZONE) * MODULE_PX;
  if (side > HEIGHT) throw new Error(`QR code of ${side} px does not fit the frame`);
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);

  // Luma: white everywhere, black where a module is dark.
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      const y0 = top + (row + QUIET_ZONE) * MODULE_PX;
      const x0 = left + (col + QUIET_ZONE) * MODULE_PX;
      for (let y = y0; y < y0 + MODULE_PX; y++)
        luma.fill(0, y * WIDTH + x0, y * WIDTH + x0 + MODULE_PX);
    }
  }
  // Chroma: neutral grey, so the picture has no colour.
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);

  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`, 'ascii');
  const frame = Buffer.concat([Buffer.from('FRAME\n', 'ascii'), luma, chroma]);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}

/** Chromium's arguments for a camera that shows `file` and needs no permission prompt. */
export const fakeCameraArgs = (file: string) => [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-video-capture=${file}`,
];
