// Sizes of text as the server counts them: UTF-8 bytes (a "ß" is 2, a "→" 3, an emoji 4), never
// JavaScript's UTF-16 `length`.

const encoder = new TextEncoder();

/** The number of bytes `text` takes in UTF-8. */
export const utf8Bytes = (text) => encoder.encode(text).length;

/** `1,234 bytes`. */
export const byteCount = (count) => `${count.toLocaleString("en")} ${count === 1 ? "byte" : "bytes"}`;
