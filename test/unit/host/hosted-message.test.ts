import { homedir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { forHostedCode, UNNAMED_PATH } from '../../../electron/services/host/containment/hosted-message.ts';

const folder = '/work/people/me/integration';

describe('a message for hosted code names no absolute path', () => {
  it('a path inside the folder is told relative to it, the folder itself as "."', () => {
    expect(forHostedCode(`cannot read '${folder}/mocks/a.txt' in ${folder}: gone`, folder)).toBe("cannot read 'mocks/a.txt' in .: gone");
  });

  it('a sibling folder whose name starts like the folder is not taken for it', () => {
    expect(forHostedCode(`is ${folder}-old/secret`, folder)).toBe(`is ${UNNAMED_PATH}`);
  });

  it('any other absolute path, POSIX or Windows, and the home folder even with a space in it, is unnamed', () => {
    const told = forHostedCode(`is /etc/passwd, C:\\Users\\me\\key, \\\\server\\share\\x and ${homedir()}/My Files/x`, folder);
    expect(told).toBe(`is ${UNNAMED_PATH}, ${UNNAMED_PATH}, ${UNNAMED_PATH} and ${UNNAMED_PATH} Files/x`);
    expect(told).not.toContain(homedir());
  });

  it('URLs, relative paths and numbers stay as they are', () => {
    const text = 'fetch("https://api.example/v1/x?y=/z") (GET) refused: mocks/a.json, ./b, 1/2, http://127.0.0.1:9/';
    expect(forHostedCode(text, folder)).toBe(text);
  });
});
