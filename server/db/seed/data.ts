/** Demo content of a fresh database (texts per server language: en, ko, zh_tw, zh). */
import type { Motif } from './images';

type L = { en: string; ko: string; zh_tw: string; zh: string };

export const SEED_COINS = [
  { symbol: 'USDT', name: 'Tether USD', decimals: 6, usd: '1', colour: '#26a17b' },
  { symbol: 'BTC', name: 'Bitcoin', decimals: 8, usd: '67250.12', colour: '#f7931a' },
  { symbol: 'ETH', name: 'Ethereum', decimals: 18, usd: '3480.55', colour: '#627eea' },
  { symbol: 'BNB', name: 'BNB', decimals: 18, usd: '585.3', colour: '#f3ba2f' },
  { symbol: 'SOL', name: 'Solana', decimals: 9, usd: '152.87', colour: '#9945ff' },
  { symbol: 'TRX', name: 'TRON', decimals: 6, usd: '0.1215', colour: '#eb0029' },
  { symbol: 'USDC', name: 'USD Coin', decimals: 6, usd: '0.9998', colour: '#2775ca' },
];

/** Chain names as the API spells them (`BTC`, `ERC20`, `TRC20`, `BSC`, `SOLANA`), with their native coin. */
export const SEED_CHAINS = [
  { chain: 'BTC', native: 'BTC', confirmations: 2 },
  { chain: 'ERC20', native: 'ETH', confirmations: 12 },
  { chain: 'TRC20', native: 'TRX', confirmations: 20 },
  { chain: 'BSC', native: 'BNB', confirmations: 15 },
  { chain: 'SOLANA', native: 'SOL', confirmations: 32 },
];

/** [coin, chain, withdraw fee, minimum withdrawal] */
export const SEED_COIN_CHAINS: [string, string, string, string][] = [
  ['USDT', 'TRC20', '1', '10'],
  ['USDT', 'ERC20', '4.5', '20'],
  ['USDT', 'BSC', '0.3', '10'],
  ['USDT', 'SOLANA', '0.8', '10'],
  ['BTC', 'BTC', '0.0002', '0.001'],
  ['ETH', 'ERC20', '0.0015', '0.01'],
  ['BNB', 'BSC', '0.0005', '0.01'],
  ['SOL', 'SOLANA', '0.01', '0.1'],
  ['TRX', 'TRC20', '1', '10'],
  ['USDC', 'ERC20', '4.5', '20'],
  ['USDC', 'SOLANA', '0.8', '10'],
];

/**
 * [coin, chain, minimum deposit, daily withdrawal limit per user] (the chain's deposits and withdrawals;
 * docs/wallet-chain.md)
 */
export const SEED_CHAIN_LIMITS: [string, string, string, string][] = [
  ['USDT', 'TRC20', '1', '50000'],
  ['USDT', 'ERC20', '10', '50000'],
  ['USDT', 'BSC', '1', '50000'],
  ['USDT', 'SOLANA', '1', '50000'],
  ['BTC', 'BTC', '0.0001', '2'],
  ['ETH', 'ERC20', '0.001', '30'],
  ['BNB', 'BSC', '0.001', '100'],
  ['SOL', 'SOLANA', '0.01', '500'],
  ['TRX', 'TRC20', '1', '500000'],
  ['USDC', 'ERC20', '10', '50000'],
  ['USDC', 'SOLANA', '1', '50000'],
];

export const SEED_BANNERS: { title: L; link_type: 'mark_local' | 'new_tab'; link: string }[] = [
  {
    title: { en: 'Astro Cats have landed', ko: '아스트로 캣츠 착륙', zh_tw: '太空貓登陸', zh: '太空猫登陆' },
    link_type: 'mark_local',
    link: '/nft/nftCollection?symbol=ASTRO',
  },
  // Every demo link leads to a screen that is built (home also leaves out any entry of a coming-soon screen).
  {
    title: {
      en: 'Buy, sell and list NFTs in the market',
      ko: 'NFT를 마켓에서 사고팔고 등록하세요',
      zh_tw: '在市場買賣和上架 NFT',
      zh: '在市场买卖和上架 NFT',
    },
    link_type: 'mark_local',
    link: '/nft/search',
  },
  {
    title: {
      en: 'Swap coins in seconds',
      ko: '몇 초 만에 코인 스왑',
      zh_tw: '幾秒內完成幣種兌換',
      zh: '几秒内完成币种兑换',
    },
    link_type: 'mark_local',
    link: '/asset/swap',
  },
];

/** Home's shortcuts: the market first, then the wallet's everyday screens; every one of them built. */
export const SEED_HOME_MODULES: { key: string; icon: string; title: L; link: string }[] = [
  {
    key: 'market',
    icon: 'market',
    title: { en: 'Market', ko: '마켓', zh_tw: '市場', zh: '市场' },
    link: '/nft/search',
  },
  { key: 'swap', icon: 'swap', title: { en: 'Swap', ko: '스왑', zh_tw: '兌換', zh: '兑换' }, link: '/asset/swap' },
  {
    key: 'deposit',
    icon: 'deposit',
    title: { en: 'Deposit', ko: '입금', zh_tw: '充值', zh: '充值' },
    link: '/asset/deposit',
  },
  {
    key: 'send',
    icon: 'send',
    title: { en: 'Send', ko: '보내기', zh_tw: '發送', zh: '发送' },
    link: '/asset/send',
  },
  {
    key: 'buy',
    icon: 'buy',
    title: { en: 'Buy crypto', ko: '암호화폐 구매', zh_tw: '購買加密貨幣', zh: '购买加密货币' },
    link: '/asset/buy',
  },
  {
    key: 'receive',
    icon: 'receive',
    title: { en: 'Receive', ko: '받기', zh_tw: '接收', zh: '接收' },
    link: '/asset/received',
  },
  {
    key: 'history',
    icon: 'history',
    title: { en: 'History', ko: '거래 내역', zh_tw: '紀錄', zh: '记录' },
    link: '/asset/history',
  },
  { key: 'help', icon: 'help', title: { en: 'Help', ko: '도움말', zh_tw: '幫助', zh: '帮助' }, link: '/help' },
];

export const SEED_ARTICLES: { title: L; summary: L; daysAgo: number }[] = [
  {
    title: { en: 'Passkeys are here', ko: '패스키를 지원합니다', zh_tw: '通行密鑰上線', zh: '通行密钥上线' },
    summary: {
      en: 'Sign in with your fingerprint or face instead of codes, on every device you own.',
      ko: '코드 대신 지문이나 얼굴로 모든 기기에서 로그인하세요.',
      zh_tw: '在您所有的裝置上，用指紋或臉部辨識取代驗證碼登入。',
      zh: '在您所有的设备上，用指纹或面容识别代替验证码登录。',
    },
    daysAgo: 1,
  },
  {
    title: {
      en: 'Lower fees on TRC20 withdrawals',
      ko: 'TRC20 출금 수수료 인하',
      zh_tw: 'TRC20 提幣手續費調降',
      zh: 'TRC20 提币手续费下调',
    },
    summary: {
      en: 'USDT withdrawals over TRC20 now cost 1 USDT.',
      ko: '이제 TRC20을 통한 USDT 출금 수수료는 1 USDT입니다.',
      zh_tw: '透過 TRC20 提領 USDT 的手續費現為 1 USDT。',
      zh: '通过 TRC20 提取 USDT 的手续费现为 1 USDT。',
    },
    daysAgo: 3,
  },
  {
    title: {
      en: 'Neon Bloom collection opens',
      ko: '네온 블룸 컬렉션 오픈',
      zh_tw: '霓虹花開系列開賣',
      zh: '霓虹花开系列开售',
    },
    summary: {
      en: 'Six glowing flowers, each one of a kind, now on the marketplace.',
      ko: '하나뿐인 빛나는 꽃 여섯 송이가 마켓플레이스에 등장했습니다.',
      zh_tw: '六朵獨一無二的發光花朵，現已登上市場。',
      zh: '六朵独一无二的发光花朵，现已登上市场。',
    },
    daysAgo: 6,
  },
  {
    title: {
      en: 'Keeping your account safe',
      ko: '계정을 안전하게 지키는 방법',
      zh_tw: '守護帳戶安全',
      zh: '守护账户安全',
    },
    summary: {
      en: 'Turn on the authenticator app and review your signed-in devices regularly.',
      ko: '인증 앱을 켜고 로그인된 기기를 정기적으로 확인하세요.',
      zh_tw: '開啟驗證器應用程式，並定期檢查已登入的裝置。',
      zh: '开启身份验证器应用，并定期检查已登录的设备。',
    },
    daysAgo: 10,
  },
];

export interface SeedCollection {
  symbol: string;
  motif: Motif;
  erc: 'ERC721' | 'ERC1155';
  chain: string;
  name: L;
  description: L;
  items: string[];
}

export const SEED_COLLECTIONS: SeedCollection[] = [
  {
    symbol: 'ASTRO',
    motif: 'cat',
    erc: 'ERC721',
    chain: 'ERC20',
    name: { en: 'Astro Cats', ko: '아스트로 캣츠', zh_tw: '太空貓', zh: '太空猫' },
    description: {
      en: 'Curious cats in glass helmets, drifting between the stars.',
      ko: '유리 헬멧을 쓰고 별 사이를 떠도는 호기심 많은 고양이들.',
      zh_tw: '戴著玻璃頭盔、在星際間漂流的好奇貓咪。',
      zh: '戴着玻璃头盔、在星际间漂流的好奇猫咪。',
    },
    items: ['Nova', 'Comet', 'Luna', 'Orbit', 'Pixel', 'Zed'],
  },
  {
    symbol: 'PEAKS',
    motif: 'peaks',
    erc: 'ERC721',
    chain: 'BSC',
    name: { en: 'Pixel Peaks', ko: '픽셀 피크', zh_tw: '像素群峰', zh: '像素群峰' },
    description: {
      en: 'Mountain ranges at every hour of the day.',
      ko: '하루의 모든 시간 속 산맥 풍경.',
      zh_tw: '一天中每個時刻的山脈景色。',
      zh: '一天中每个时刻的山脉景色。',
    },
    items: ['Dawn Ridge', 'Noon Crest', 'Amber Col', 'Dusk Spire', 'Night Tor', 'Frost Peak'],
  },
  {
    symbol: 'GEMS',
    motif: 'gem',
    erc: 'ERC1155',
    chain: 'ERC20',
    name: { en: 'Seraph Gems', ko: 'Seraph 젬', zh_tw: 'Seraph 寶石', zh: 'Seraph 宝石' },
    description: {
      en: 'Power-up gems for the Seraph game, minted in editions.',
      ko: 'Seraph 게임용 파워업 젬, 에디션으로 발행됩니다.',
      zh_tw: 'Seraph 遊戲的強化寶石，以版本發行。',
      zh: 'Seraph 游戏的强化宝石，以版本发行。',
    },
    items: ['Ruby Shard', 'Sapphire Core', 'Emerald Spark', 'Topaz Heart'],
  },
  {
    symbol: 'BLOOM',
    motif: 'bloom',
    erc: 'ERC721',
    chain: 'SOLANA',
    name: { en: 'Neon Bloom', ko: '네온 블룸', zh_tw: '霓虹花開', zh: '霓虹花开' },
    description: {
      en: 'Flowers that glow in the dark, each one of a kind.',
      ko: '어둠 속에서 빛나는, 하나뿐인 꽃들.',
      zh_tw: '在黑暗中發光、獨一無二的花朵。',
      zh: '在黑暗中发光、独一无二的花朵。',
    },
    items: ['Violet', 'Magenta', 'Iris', 'Orchid', 'Lotus', 'Aster'],
  },
];

export const SEED_NFT_MODULES: { key: string; title: L; picks: [string, number, string, string][] }[] = [
  {
    key: 'hot',
    title: { en: 'Hot right now', ko: '지금 인기', zh_tw: '熱門精選', zh: '热门精选' },
    // [collection, item number, price, coin]: listed on the market at that price by the marketplace account
    picks: [
      ['ASTRO', 1, '1250', 'USDT'],
      ['BLOOM', 2, '180', 'USDT'],
      ['PEAKS', 3, '540', 'USDT'],
      ['GEMS', 1, '25', 'USDT'],
    ],
  },
  {
    key: 'new',
    title: { en: 'New arrivals', ko: '신규 등록', zh_tw: '新品上架', zh: '新品上架' },
    picks: [
      ['BLOOM', 5, '95.5', 'USDT'],
      ['ASTRO', 4, '1050', 'USDT'],
      ['GEMS', 3, '12', 'USDT'],
      ['PEAKS', 6, '720', 'USDT'],
    ],
  },
];

export const SEED_VERSION = {
  version: '1.1.0',
  notes: {
    en: 'Passkey sign-in, device management and a faster home screen.',
    ko: '패스키 로그인, 기기 관리, 더 빨라진 홈 화면.',
    zh_tw: '通行密鑰登入、裝置管理，以及更快的首頁。',
    zh: '通行密钥登录、设备管理，以及更快的首页。',
  },
};

/**
 * The nickname of the marketplace account that holds and lists the seed's featured NFTs: buyers see the seller by
 * nickname, and an account's internal name ("market") is not one.
 */
export const SEED_MARKET_NICKNAME = 'Genesis Gallery';

/** Demo accounts, funded from the ledger's system account; each owns a few NFTs. */
export const SEED_DEMO_USERS: {
  email: string;
  nickname: string;
  balances: [string, string][];
  nfts: [string, number, number][];
}[] = [
  {
    email: 'demo1@example.com',
    nickname: 'Demo One',
    balances: [
      ['USDT', '10000'],
      ['BTC', '0.5'],
      ['ETH', '2.5'],
      ['SOL', '40'],
    ],
    nfts: [
      ['ASTRO', 2, 1],
      ['GEMS', 2, 5],
      ['BLOOM', 1, 1],
    ],
  },
  {
    email: 'demo2@example.com',
    nickname: 'Demo Two',
    balances: [
      ['USDT', '2500'],
      ['BNB', '3.2'],
      ['TRX', '15000'],
    ],
    nfts: [
      ['PEAKS', 1, 1],
      ['GEMS', 4, 2],
    ],
  },
  {
    email: 'demo3@example.com',
    nickname: 'Demo Three',
    balances: [
      ['USDT', '150.75'],
      ['USDC', '300'],
    ],
    nfts: [],
  },
];

/** NFT withdrawals: chain, fee coin, fee per item, editions a user may withdraw per UTC day (the collections' chains). */
export const SEED_NFT_CHAIN_FEES: [string, string, string, number][] = [
  ['ERC20', 'USDT', '5', 20],
  ['BSC', 'USDT', '1', 20],
];
