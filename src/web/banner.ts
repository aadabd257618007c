// The dismissable error banner: shows a WadError/MapError message (or any failure) over the view.
import { isInputError } from '../errors.js';

export class Banner {
  constructor(private readonly el: HTMLElement, private readonly text: HTMLElement, close: HTMLElement) {
    close.addEventListener('click', () => this.hide());
  }

  show(message: string): void {
    this.text.textContent = message;
    this.el.hidden = false;
  }

  hide(): void {
    this.el.hidden = true;
  }
}

/** The text to show for a failure: typed input errors as they are, anything else marked internal. */
export function errorMessage(e: unknown): string {
  if (isInputError(e)) return e.message;
  if (e instanceof Error) return `internal error: ${e.message}`;
  return `internal error: ${String(e)}`;
}
