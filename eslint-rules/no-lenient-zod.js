/**
 * Lenient zod defaults only through the helpers of src/lib/api/schemas.ts (docs/architecture.md):
 * reports zod's `catch`, `_default`, `default` and `prefault`, called as functions of a zod
 * namespace (`z.catch(schema, fallback)`, zod/mini) or as methods of a zod chain
 * (`z.string().catch('')`, classic zod). A zod namespace is a name imported from 'zod' or
 * 'zod/…' (`import * as z`, `import { z }`); Promise.prototype.catch and any other `.catch` on
 * a value not built from such a name is left alone. The helpers' file is excluded in
 * eslint.config.js.
 */
const LENIENT = new Set(['catch', '_default', 'default', 'prefault']);

function propertyName(member) {
  if (member.type !== 'MemberExpression') return null;
  if (!member.computed && member.property.type === 'Identifier') return member.property.name;
  if (member.computed && member.property.type === 'Literal') return String(member.property.value);
  return null;
}

/** The identifier a chain like `z.coerce.number().check(…)` starts from. */
function rootOf(node) {
  let current = node;
  for (;;) {
    if (current.type === 'CallExpression') current = current.callee;
    else if (current.type === 'MemberExpression') current = current.object;
    else if (current.type === 'TSNonNullExpression' || current.type === 'TSAsExpression')
      current = current.expression;
    else return current.type === 'Identifier' ? current : null;
  }
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Forbid zod catch/default outside src/lib/api/schemas.ts: lenient fields go through its cosmetic helpers',
    },
    schema: [],
    messages: {
      lenient:
        'No zod `{{name}}` here: money, access, locks, redirects and roles are strict; a cosmetic field uses cosmeticText, cosmeticNumber, cosmeticList or cosmeticOr from src/lib/api/schemas.ts.',
    },
  },
  create(context) {
    const zodNames = new Set();
    return {
      ImportDeclaration(node) {
        const from = String(node.source.value);
        if (from !== 'zod' && !from.startsWith('zod/')) return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportNamespaceSpecifier') zodNames.add(specifier.local.name);
          else if (specifier.type === 'ImportDefaultSpecifier') zodNames.add(specifier.local.name);
          else if (specifier.type === 'ImportSpecifier') {
            const imported =
              specifier.imported.type === 'Identifier'
                ? specifier.imported.name
                : String(specifier.imported.value);
            if (imported === 'z') zodNames.add(specifier.local.name);
            // A lenient function imported by name: `import { _default } from 'zod/mini'`.
            if (LENIENT.has(imported)) zodNames.add(`fn:${specifier.local.name}`);
          }
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === 'Identifier' && zodNames.has(`fn:${callee.name}`)) {
          context.report({ node, messageId: 'lenient', data: { name: callee.name } });
          return;
        }
        const name = propertyName(callee);
        if (!name || !LENIENT.has(name)) return;
        const root = rootOf(callee.object);
        if (root && zodNames.has(root.name)) {
          context.report({ node, messageId: 'lenient', data: { name } });
        }
      },
    };
  },
};
