import type { Area } from 'react-easy-crop';

/** The side of the square the browser sends; the server stores it smaller. */
const UPLOAD_SIDE = 512;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('unreadable'));
    image.src = src;
  });
}

/** Cuts the chosen square out of the picture and returns it as a JPEG. */
export async function cropToSquare(src: string, area: Area): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = UPLOAD_SIDE;
  canvas.height = UPLOAD_SIDE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, UPLOAD_SIDE, UPLOAD_SIDE);
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, UPLOAD_SIDE, UPLOAD_SIDE);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('no image'))),
      'image/jpeg',
      0.9,
    ),
  );
}
