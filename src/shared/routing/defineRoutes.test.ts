import { describe, expect, it } from 'vitest';
import { defineRoutes } from './defineRoutes';

const page = () => Promise.resolve({ default: () => null });

describe('defineRoutes', () => {
  it('takes the login rule, chrome flags and forced theme from the spec table', () => {
    const [form, pfp, records] = defineRoutes({
      '/wordOrderForm': page,
      '/activity/pfp': page,
      '/nft/nftRecords': page,
    });
    expect(form).toMatchObject({ path: '/wordOrderForm', login: 'always', header: false, footer: false });
    expect(pfp).toMatchObject({ login: 'never', forceTheme: 'dark', titleKey: 'route.activity_pfp' });
    expect(records).toMatchObject({ login: 'mobile' });
  });

  it('refuses a path outside the spec unless it is declared beyond the spec with its own rule', () => {
    expect(() => defineRoutes({ '/nowhere': page })).toThrow(/not in the product's route list/);
    const [extra] = defineRoutes({}, { '/setPassword': { login: 'always', why: 'test', page } });
    expect(extra).toMatchObject({ path: '/setPassword', login: 'always' });
    expect(() => defineRoutes({}, { '/login': { login: 'never', why: 'test', page } })).toThrow(/spec route/);
  });
});
