/**
 * The parser import-x uses to read the files an import points to, to follow the import graph (no-cycle).
 *
 * By default import-x parses every imported file a second time with the full ESLint parser: tokens,
 * comments and scope analysis it does not need for imports. A plain syntax tree halves what no-cycle costs.
 * CommonJS because import-x loads parsers with require().
 */
const { parse } = require('@typescript-eslint/typescript-estree');
const { visitorKeys } = require('@typescript-eslint/visitor-keys');

module.exports = {
  parse: (code, options) =>
    parse(code, { filePath: options.filePath, jsx: /x$/.test(options.filePath), loc: true, range: true }),
  VisitorKeys: visitorKeys,
};
