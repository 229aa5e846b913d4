import { constants, deflateRawSync } from 'node:zlib';

/**
 * A zip of one entry of `inflatedBytes` zeros (GiBs in a few MiB, built in milliseconds): 1 MiB of
 * zeros deflated once with a full flush (byte-aligned, no reference across it) repeated, then a final
 * empty block. Its header declares `declaredBytes` unpacked (default the truth): a lying header must
 * not get it past a limit. The CRC is not computed (0): nothing that reads it should get that far.
 */
export function zipBomb(options: {
  name?: string;
  inflatedBytes: number;
  declaredBytes?: number;
}): Uint8Array<ArrayBuffer> {
  const name = Buffer.from(options.name ?? 'BKPF.csv');
  const piece = 2 ** 20;
  if (options.inflatedBytes % piece !== 0) throw new Error('inflatedBytes must be whole MiBs');
  const flushed = deflateRawSync(Buffer.alloc(piece), { finishFlush: constants.Z_FULL_FLUSH, level: 9 });
  const last = deflateRawSync(Buffer.alloc(0));
  const data = Buffer.concat([...Array<Buffer>(options.inflatedBytes / piece).fill(flushed), last]);
  const declared = Math.min(options.declaredBytes ?? options.inflatedBytes, 0xffffffff);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4); // version needed
  local.writeUInt16LE(0, 6); // flags: sizes in this header
  local.writeUInt16LE(8, 8); // deflate
  local.writeUInt32LE(0, 14); // crc-32
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(local.length + name.length + data.length, 16);
  return new Uint8Array(Buffer.concat([local, name, data, central, name, end]));
}
