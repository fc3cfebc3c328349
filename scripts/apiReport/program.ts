import path from 'node:path';
import ts from 'typescript';

/**
 * A program over the report's entry files only, with the project's compiler options: the
 * checker then answers for the files they reach, without checking the whole repository.
 */
export function createEntryProgram(rootDir: string, entries: readonly string[]): ts.Program {
  const configPath = path.join(rootDir, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  if (config.error) throw new Error(ts.flattenDiagnosticMessageText(config.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, rootDir, undefined, configPath);
  return ts.createProgram({
    rootNames: entries.map((entry) => path.join(rootDir, entry)),
    options: { ...parsed.options, noEmit: true },
  });
}

/** A file's path from the repository root, with forward slashes whatever the platform. */
export function relativePath(rootDir: string, fileName: string): string {
  return path.relative(rootDir, fileName).split(path.sep).join('/');
}
