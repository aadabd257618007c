// The canvas and its framebuffer: one ArrayBuffer seen both as the ImageData's bytes and as the
// renderer's Uint32Array (little-endian ABGR), so a frame is one putImageData and no copy.
export class Screen {
  readonly canvas: HTMLCanvasElement;
  private readonly ctx: CanvasRenderingContext2D;
  width = 0;
  height = 0;
  fb: Uint32Array = new Uint32Array(0);
  private image: ImageData | null = null;

  constructor(canvas: HTMLCanvasElement) {
    this.canvas = canvas;
    const ctx = canvas.getContext('2d', { alpha: false });
    if (!ctx) throw new Error('this browser has no 2D canvas');
    this.ctx = ctx;
  }

  /** Sets the internal resolution (allocates: only on a change, never per frame). */
  resize(width: number, height: number): void {
    if (width === this.width && height === this.height) return;
    const buf = new ArrayBuffer(width * height * 4);
    this.image = new ImageData(new Uint8ClampedArray(buf), width, height);
    this.fb = new Uint32Array(buf);
    this.fb.fill(0xff000000);
    this.width = width;
    this.height = height;
    this.canvas.width = width;
    this.canvas.height = height;
  }

  blit(): void {
    if (this.image) this.ctx.putImageData(this.image, 0, 0);
  }
}
