import { describe, expect, it } from 'vitest';
import { readBoardFile } from './board-calls';
import { NODE_FILE_NODES_MAX, nodeFileEntry, nodeUpdateSchema, readNodeFile } from './node-calls';

const failures = (content: string) => {
  const read = readNodeFile(content);
  return read.ok ? [] : read.errors.map((error) => `${error.path} ${error.message}`);
};

describe('readNodeFile', () => {
  it('reads an array or { nodes }, skipping a BOM, keeping other fields as info', () => {
    const read = readNodeFile('\uFEFF{"nodes": [{"name": " in ", "type": "io", "ports": 2}]}');
    expect(read).toEqual({
      ok: true,
      rows: [{ name: 'in', type: 'io', description: '', os: '', version: '', info: { ports: 2 } }],
    });
    expect(readNodeFile('[{"name": "a"}]').ok).toBe(true);
  });

  it('words each file-level failure by its §8 message', () => {
    expect(failures('')).toEqual(['file validation.fileEmpty']);
    expect(failures('[]')).toEqual(['file validation.fileEmpty']);
    expect(failures('{nodes}')).toEqual(['file validation.jsonFormatInvalid']);
    expect(failures('{"nodes": 3}')).toEqual(['file validation.fileStructureInvalid']);
    expect(failures('null')).toEqual(['file validation.fileStructureInvalid']);
    const tooMany = JSON.stringify(
      Array.from({ length: NODE_FILE_NODES_MAX + 1 }, (_, i) => ({ name: `n${i}` })),
    );
    expect(failures(tooMany)).toEqual(['file validation.importTooManyRows']);
  });

  it('lists every failing row, not only the first', () => {
    expect(failures('[{"type": "x"}, ["a"], {"name": "ok", "os": 3}]')).toEqual([
      'nodes.0.name validation.nodeNameRequired',
      'nodes.1 validation.fileStructureInvalid',
      'nodes.2.os validation.invalidType',
    ]);
  });

  it('writes a node back as a file entry that reads the same', () => {
    const node = { name: 'n', type: 't', description: 'd', os: 'o', version: 'v', info: { a: [1] } };
    expect(readNodeFile(JSON.stringify([nodeFileEntry(node)]))).toEqual({ ok: true, rows: [node] });
  });
});

describe('nodeUpdateSchema', () => {
  it('leaves absent fields absent, so a change never blanks them', () => {
    expect(nodeUpdateSchema.parse({ description: 'x' })).toEqual({ description: 'x' });
  });
});

describe('readBoardFile', () => {
  it('needs a model on each board and reads related nodes by name', () => {
    const read = readBoardFile('{"boards": [{"os": "rtos"}, {"model": "B", "nodes": ["a"]}]}');
    expect(read).toEqual({
      ok: false,
      errors: [{ location: 'body', path: 'boards.0.model', message: 'validation.required' }],
    });
    expect(readBoardFile('[{"model": "B", "nodes": ["a"]}]')).toMatchObject({
      ok: true,
      rows: [{ nodes: ['a'] }],
    });
  });
});
