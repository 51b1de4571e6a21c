import { crc32, deflateRawSync } from "node:zlib";

/** One part of a ZIP archive made for a test. */
export interface ZipEntry {
  name: string;
  data?: Uint8Array | string;
  /**
   * The unpacked size the directory declares, when it should lie (a ZIP
   * bomb's declared sizes). The part is then stored deflated, so readers
   * of the directory alone cannot tell.
   */
  declaredSize?: number;
}

/**
 * A ZIP archive (local headers, central directory, end record), written by
 * hand so that a test controls what its directory declares: entry counts
 * and sizes that no zip tool would write.
 */
export function zipArchive(entries: readonly ZipEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const plain = Buffer.from(entry.data ?? "");
    const deflate = entry.declaredSize !== undefined;
    const body = deflate ? deflateRawSync(plain) : plain;
    const fields = {
      method: deflate ? 8 : 0,
      crc: crc32(plain),
      packed: body.length,
      unpacked: entry.declaredSize ?? plain.length,
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt16LE(fields.method, 8);
    local.writeUInt32LE(fields.crc, 14);
    local.writeUInt32LE(fields.packed, 18);
    local.writeUInt32LE(fields.unpacked, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, body);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    central.writeUInt16LE(20, 6); // version needed
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(fields.method, 10);
    central.writeUInt32LE(fields.crc, 16);
    central.writeUInt32LE(fields.packed, 20);
    central.writeUInt32LE(fields.unpacked, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    directory.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directoryBytes, end]));
}

/** The parts of a minimal Word document. */
export const wordDocumentParts: readonly ZipEntry[] = [
  {
    name: "[Content_Types].xml",
    data: '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  },
  {
    name: "_rels/.rels",
    data: '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  },
  {
    name: "word/document.xml",
    data: '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Katherine Johnson, resume</w:t></w:r></w:p></w:body></w:document>',
  },
];
