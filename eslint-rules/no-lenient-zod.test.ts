import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import rule from './no-lenient-zod.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});

tester.run('no-lenient-zod', rule, {
  valid: [
    // Promise.prototype.catch and other .catch/.default calls are not zod.
    "import * as z from 'zod/mini'; fetch('/x').catch(() => null);",
    "import * as z from 'zod/mini'; promise.then(read).catch(report);",
    "import * as z from 'zod/mini'; const a = import('./a').then((m) => m.default);",
    "import { cosmeticText } from '@/lib/api/schemas'; const label = cosmeticText('');",
    // Without a zod import, z is someone else's.
    'const z = { catch: (a: unknown) => a }; z.catch(1);',
    "import * as z from 'zod/mini'; const schema = z.object({ price: z.number() });",
  ],
  invalid: [
    {
      code: "import * as z from 'zod/mini'; const a = z.catch(z.string(), '');",
      errors: [{ messageId: 'lenient' }],
    },
    {
      code: "import * as z from 'zod/mini'; const a = z._default(z.number(), 0);",
      errors: [{ messageId: 'lenient' }],
    },
    {
      code: "import * as zod from 'zod/mini'; const a = zod.prefault(zod.number(), 0);",
      errors: [{ messageId: 'lenient' }],
    },
    {
      code: "import { z } from 'zod'; const a = z.string().catch('');",
      errors: [{ messageId: 'lenient' }],
    },
    {
      code: "import { z } from 'zod'; const a = z.coerce.number().check(z.int()).default(0);",
      errors: [{ messageId: 'lenient' }],
    },
    {
      code: "import { _default as orElse } from 'zod/mini'; const a = orElse(schema, 0);",
      errors: [{ messageId: 'lenient' }],
    },
  ],
});
