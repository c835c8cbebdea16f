// The bytes of generated XML (the xlsx writer's sheet): escaping, and one reused UTF-8 buffer
// written without building strings.

// Room for a chunk and the row that completes it (xlsx.ts writes 64 KB chunks).
const XML_BUFFER_BYTES = 128 * 1024;
const MAX_UTF8_BYTES_PER_UTF16_UNIT = 3;
const INT32_MAX = 0x7fffffff;
// '-2147483647'
const MAX_INT32_CHARS = 11;
const MINUS = 0x2d;
const DIGIT_ZERO = 0x30;

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\r': '&#13;' };
// XML 1.0 allows no C0 control character but tab, LF and CR, and neither U+FFFE nor U+FFFF.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
// A CR is written as a reference: a literal one would become LF in the reader's line-end handling.
const XML_SPECIAL = /[&<>"\r]/g;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const XML_NEEDS_ESCAPING = /[&<>"\r\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/** Text for XML content or an attribute value; characters XML cannot hold are dropped. */
export function escapeXml(text: string): string {
  if (!XML_NEEDS_ESCAPING.test(text)) return text;
  return text.replace(XML_INVALID, '').replace(XML_SPECIAL, (char) => XML_ENTITIES[char]);
}

/** The sheet's XML as UTF-8, written straight into a buffer: built as strings, ~90 MB of XML cost
 * half as much again (the garbage of concatenation, then a pass to encode it). */
export class XmlBytes {
  private bytes = Buffer.allocUnsafe(XML_BUFFER_BYTES);
  private length = 0;

  get size(): number {
    return this.length;
  }

  /** Markup and numbers, which are ASCII: copied byte by byte, cheaper than a native call for a
   * few characters. */
  ascii(text: string): void {
    this.reserve(text.length);
    const bytes = this.bytes;
    let at = this.length;
    for (let i = 0; i < text.length; i++) bytes[at++] = text.charCodeAt(i);
    this.length = at;
  }

  /** A number as Excel reads it. Integers of up to ten digits are written digit by digit: V8
   * caches the strings it makes of numbers, so they outlive scavenges and grow the heap (~10 MB
   * more peak RSS on a 100,000-row export). */
  number(value: number): void {
    if (!Number.isInteger(value) || Math.abs(value) > INT32_MAX) return this.ascii(String(value));
    this.reserve(MAX_INT32_CHARS);
    const bytes = this.bytes;
    if (value < 0) bytes[this.length++] = MINUS;
    let rest = Math.abs(value) | 0;
    const end = this.length + decimalDigitCount(rest);
    for (let at = end - 1; at >= this.length; at--) {
      bytes[at] = DIGIT_ZERO + (rest % 10);
      rest = (rest / 10) | 0;
    }
    this.length = end;
  }

  /** Cell text, escaped. */
  text(text: string): void {
    const escaped = escapeXml(text);
    this.reserve(escaped.length * MAX_UTF8_BYTES_PER_UTF16_UNIT);
    this.length += this.bytes.write(escaped, this.length);
  }

  /** A copy of the bytes written so far (the zip's pipes hold a chunk until deflate takes it);
   * the next write starts over in the same buffer. */
  flush(): Buffer {
    const written = Buffer.from(this.bytes.subarray(0, this.length));
    this.length = 0;
    return written;
  }

  private reserve(byteCount: number): void {
    if (this.length + byteCount <= this.bytes.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.length + byteCount));
    this.bytes.copy(grown, 0, 0, this.length);
    this.bytes = grown;
  }
}

/** How many decimal digits a non-negative int32 has. */
function decimalDigitCount(value: number): number {
  let count = 1;
  for (let limit = 10; value >= limit && count < 10; limit *= 10) count++;
  return count;
}
