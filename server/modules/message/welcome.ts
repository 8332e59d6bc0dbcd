/** The first message of every new account (per-language texts, like all stored content). */
export const WELCOME_MESSAGE = {
  title: {
    en: 'Welcome aboard',
    ko: '환영합니다',
    zh_tw: '歡迎加入',
    zh: '欢迎加入',
  },
  body: {
    en: 'Your account is ready. Explore the marketplace, keep your assets safe and turn on extra security in the security centre.',
    ko: '계정이 준비되었습니다. 마켓플레이스를 둘러보고, 자산을 안전하게 보관하며, 보안 센터에서 추가 보안을 설정해 보세요.',
    zh_tw: '您的帳戶已準備就緒。歡迎瀏覽市場、妥善保管資產，並在安全中心開啟更多保護。',
    zh: '您的账户已准备就绪。欢迎浏览市场、妥善保管资产，并在安全中心开启更多保护。',
  },
};
