import path from 'node:path';
import ts from 'typescript';

/**
 * One TypeScript program per tsconfig, sharing every parsed file among them (as the editor's language
 * service does): the standard library, @types and the workspace packages are parsed once, not once per
 * workspace that reads them.
 */
export function createPrograms(root: string, projects: readonly string[]): ts.Program[] {
  const parsedFiles = new Map<string, ts.SourceFile | undefined>();
  return projects.map((project) => {
    const configPath = path.join(root, project, 'tsconfig.json');
    const config = ts.getParsedCommandLineOfConfigFile(configPath, undefined, {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(`${configPath}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
      },
    });
    if (!config) throw new Error(`${configPath}: not readable`);
    if (config.errors.length > 0) {
      throw new Error(
        `${configPath}: ${ts.flattenDiagnosticMessageText(config.errors[0]?.messageText, '\n')}`,
      );
    }
    const host = ts.createCompilerHost(config.options);
    const parse = host.getSourceFile.bind(host);
    host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
      // The parse depends on the language version and module format, which the key holds.
      const key = `${fileName}|${JSON.stringify(languageVersion)}`;
      if (!parsedFiles.has(key))
        parsedFiles.set(key, parse(fileName, languageVersion, onError, shouldCreate));
      return parsedFiles.get(key);
    };
    return ts.createProgram({ rootNames: config.fileNames, options: config.options, host });
  });
}
