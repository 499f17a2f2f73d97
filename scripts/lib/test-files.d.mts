export function testFiles(root: string, pattern: RegExp, marker: string): { all: string[]; marked: string[] };
