import { inflateSync } from "node:zlib";

const woffHeaderBytes = 44;
const woffEntryBytes = 20;
const sfntHeaderBytes = 12;
const sfntEntryBytes = 16;

const padded = (length: number) => (length + 3) & ~3;

/**
 * A WOFF 1.0 font unpacked into the TrueType/OpenType file it wraps (the tables inflated, the
 * directory rewritten). The site ships its font only as WOFF and WOFF2, and the text renderer
 * behind sharp (FreeType through fontconfig) reads neither from a file.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < woffHeaderBytes || woff.toString("latin1", 0, 4) !== "wOFF") {
    throw new Error("Not a WOFF font.");
  }
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = woffHeaderBytes + i * woffEntryBytes;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const original = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compressed);
    const data = compressed < original ? inflateSync(stored) : stored;
    if (data.length !== original) throw new Error("A table of the WOFF font is damaged.");
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data };
  });

  const directoryEnd = sfntHeaderBytes + count * sfntEntryBytes;
  const sfnt = Buffer.alloc(tables.reduce((size, table) => size + padded(table.data.length), directoryEnd));
  const entrySelector = Math.floor(Math.log2(count));
  const searchRange = 2 ** entrySelector * sfntEntryBytes;
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(count, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(count * sfntEntryBytes - searchRange, 10);
  let offset = directoryEnd;
  tables.forEach((table, i) => {
    const at = sfntHeaderBytes + i * sfntEntryBytes;
    sfnt.writeUInt32BE(table.tag, at);
    sfnt.writeUInt32BE(table.checksum, at + 4);
    sfnt.writeUInt32BE(offset, at + 8);
    sfnt.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}
