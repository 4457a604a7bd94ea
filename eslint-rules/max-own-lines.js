/**
 * A function's own lines, not counting the functions nested in it, are at most `max` (ADR 016).
 *
 * ESLint's max-lines-per-function counts nested functions too, so a service factory that returns ten short
 * methods, or a test's `describe`, reads as one long function. What makes code hard to follow is a long
 * stretch of statements or markup in one place; that is what this counts.
 */
const functionTypes = ['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression'];

function nameOf(node) {
  if (node.id?.name) return node.id.name;
  const parent = node.parent;
  if (parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier') return parent.id.name;
  if (
    (parent?.type === 'Property' || parent?.type === 'MethodDefinition') &&
    parent.key.type === 'Identifier'
  ) {
    return parent.key.name;
  }
  return 'An anonymous function';
}

export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'Limit the lines of a function, not counting the functions nested in it' },
    schema: [
      { type: 'object', properties: { max: { type: 'integer', minimum: 1 } }, additionalProperties: false },
    ],
    messages: {
      tooLong: "'{{name}}' has {{own}} lines of its own (nested functions not counted); keep it to {{max}}.",
    },
  },
  create(context) {
    const max = context.options[0]?.max ?? 80;
    const stack = [];
    const enter = () => stack.push({ nested: 0 });
    const exit = (node) => {
      const frame = stack.pop();
      const total = node.loc.end.line - node.loc.start.line + 1;
      if (stack.length > 0) stack[stack.length - 1].nested += total;
      const own = total - frame.nested;
      if (own > max) context.report({ node, messageId: 'tooLong', data: { name: nameOf(node), own, max } });
    };
    const visitors = {};
    for (const type of functionTypes) {
      visitors[type] = enter;
      visitors[`${type}:exit`] = exit;
    }
    return visitors;
  },
};
