import type { Lang } from '@/state/app';

/**
 * Every query key in one place. Server content in a language carries the language in its key,
 * so switching language refetches it.
 */
export const queryKeys = {
  home: {
    all: ['home'] as const,
    banners: (lang: Lang) => ['home', 'banners', lang] as const,
    modules: (lang: Lang) => ['home', 'modules', lang] as const,
    nftModules: (lang: Lang) => ['home', 'nftModules', lang] as const,
    articles: (lang: Lang) => ['home', 'articles', lang] as const,
  },
  user: {
    profile: ['user', 'profile'] as const,
    devices: ['user', 'devices'] as const,
  },
  message: {
    unreadCount: ['message', 'unreadCount'] as const,
  },
} as const;
