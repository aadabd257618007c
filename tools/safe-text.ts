// Text from WADs and errors made safe to print: control bytes (escape sequences that could clear or
// retitle a terminal) are shown as \xNN, and long lines and lists are cut with a count of what was left out.

/** The longest line the CLI prints from data (error messages, warnings, map names). */
export const MAX_LINE = 2000;

/** Escapes C0/C1 control characters and DEL as \xNN (\uNNNN above 0xff is kept: it is text). */
export function escapeControls(s: string): string {
  return s.replace(/[\x00-\x1f\x7f-\x9f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

/** A line safe to print: control bytes escaped, at most `max` characters (cut with a note). */
export function safeLine(s: string, max = MAX_LINE): string {
  const cut = s.length > max * 4 ? s.slice(0, max * 4) : s;
  const e = escapeControls(cut);
  if (e.length <= max && cut.length === s.length) return e;
  return `${e.slice(0, max)}… (${s.length} characters, cut)`;
}

/** Joins at most `max` items with spaces, then "… and N more". */
export function cutList(items: readonly string[], max = 20, sep = ' '): string {
  if (items.length <= max) return items.join(sep);
  return `${items.slice(0, max).join(sep)}${sep}… and ${items.length - max} more`;
}

/**
 * One JSON document on one line, safe to print: JSON.stringify escapes C0 controls already; C1
 * controls and DEL (which some terminals obey too) are written as \u00NN, the same JSON value.
 */
export function jsonLine(value: unknown): string {
  return JSON.stringify(value).replace(/[\x7f-\x9f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
