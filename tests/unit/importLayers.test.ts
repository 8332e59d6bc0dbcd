import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The restricted-import messages ESLint gives `code` written in place of `file` (a file that exists, as the import checks resolve it). */
const eslint = new ESLint({ cwd: process.cwd() });
async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const imports = (...specifiers: string[]) =>
  `${specifiers.map((s, i) => `import * as m${i} from '${s}';`).join('\n')}\nexport const all = [${specifiers.map((_, i) => `m${i}`).join(', ')}];\n`;

describe('what the server may import of the app', () => {
  it('takes the contract, the domain rules and shared/lib', async () => {
    const code = imports('@/contract', '@/contract/codes', '@/domain/address', '@/shared/lib/password');
    expect(await refusals('server/modules/user/payment.ts', code)).toEqual([]);
  });

  it('refuses every other folder of the app, by alias or by a relative path', async () => {
    const others = [
      '@/config',
      '@/i18n/lang',
      '@/shared/routing/specRoutes',
      '@/shared/ui/Page',
      '@/features/wallet/model',
    ];
    const found = await refusals(
      'server/modules/user/payment.ts',
      imports(...others, '../../src/shared/routing/specRoutes'),
    );
    expect(found).toHaveLength(others.length + 1);
  });
});

describe('what the domain rules may import', () => {
  it('takes the contract and libraries, nothing of the app above them', async () => {
    expect(await refusals('src/domain/price.ts', imports('@/contract', 'bignumber.js'))).toEqual([]);
    const found = await refusals(
      'src/domain/price.ts',
      imports('@/shared/lib/money', '@/features/wallet/model', '../api/http'),
    );
    expect(found).toHaveLength(3);
  });
});
