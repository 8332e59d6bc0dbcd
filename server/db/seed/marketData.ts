/**
 * The demo NFT market (docs/market.md): the collections the seed generates beside SEED_COLLECTIONS, their traits, the
 * traders who hold and trade them and the studios that created them. Plain data plus the pure functions that turn a
 * collection and a token number into the token's traits and picture, so that the seed (server/db/seed/market.ts) and
 * the art route (server/seedArt.ts) agree without a database: nothing here reads or writes one.
 */
import { bannerImage, nftImage, random, type Motif } from './images';

type L = { en: string; ko: string; zh_tw: string; zh: string };

/** Trait values with their weights, `'Value weight, Value weight'`: a value's share of the tokens is its weight / sum. */
type TraitSpec = Record<string, string>;

export interface MarketCollection {
  symbol: string;
  motif: Motif;
  erc: 'ERC721' | 'ERC1155';
  /** a chain NFT collections already live on (ERC20, BSC, SOLANA): TRC20 stays without collections */
  chain: 'ERC20' | 'BSC' | 'SOLANA';
  name: L;
  description: L;
  /** the word of its token names: `Robot #12` */
  item: string;
  /** token ids 1..size */
  size: number;
  /** USDT: the cheapest listings sit just above it; sales hover around it */
  floor: number;
  /** sales in the history window (the last 28 days, or since launch) */
  sales: number;
  /** how much the price moved over the window: 0.3 = today's prices are 30 % above those of 28 days ago */
  trend: number;
  royalty: string;
  tags: string[];
  studio: string;
  game?: string;
  verified?: boolean;
  spam?: boolean;
  /** default 90 */
  launchedDaysAgo?: number;
  traits: TraitSpec;
}

/** Creators (collections.creator_user_id): one account per studio, receiving the royalties of the trading code. */
export const MARKET_STUDIOS: { key: string; email: string; nickname: string }[] = [
  { key: 'forge', email: 'studio.forge@seed.example', nickname: 'Pixel Forge' },
  { key: 'nebula', email: 'studio.nebula@seed.example', nickname: 'Nebula Art Lab' },
  { key: 'seraph', email: 'studio.seraph@seed.example', nickname: 'Seraph Studio' },
  { key: 'sound', email: 'studio.sound@seed.example', nickname: 'Soundwave Records' },
  { key: 'botanic', email: 'studio.botanic@seed.example', nickname: 'Botanic Bits' },
  { key: 'anon', email: 'studio.anon@seed.example', nickname: 'freemint_official' },
];

/** The traders who hold, list and trade the generated collections (trader01@seed.example ...), each with USDT. */
export const MARKET_TRADERS: string[] = [
  'pixelwhale',
  'moonfarmer',
  'Ada Lovecat',
  'floorsweeper',
  'Kenji M.',
  'gm_sunshine',
  'Lina Park',
  'diamondpaws',
  'Noor',
  'rugproof',
  'Mateo R.',
  'wen_moon',
  'Sora',
  'night_owl',
  'Hana Kim',
  'tokenTom',
  'Yuki',
  'Bao Chen',
  'satoshi_jr',
  'Mia Rossi',
  'degen_dan',
  'Priya S.',
  'Olu',
  'lowballer',
  'Chloe W.',
  'flipper.eth',
  'Wei Lin',
  'Zoe',
  'hodl_hank',
  'Ines',
];

/** Backgrounds most generated collections share. */
const BACKGROUND = 'Midnight 22, Dusk 18, Mint 16, Coral 14, Sand 12, Lilac 10, Gold 5, Void 3';

export const MARKET_COLLECTIONS: MarketCollection[] = [
  {
    symbol: 'ROBOT',
    motif: 'robot',
    erc: 'ERC721',
    chain: 'ERC20',
    name: { en: 'Rust Robots', ko: '러스트 로봇', zh_tw: '鏽蝕機器人', zh: '锈蚀机器人' },
    description: {
      en: 'Hand-welded robots with rusty hearts and bright LED eyes.',
      ko: '녹슨 심장과 밝은 LED 눈을 가진, 손으로 용접한 로봇들.',
      zh_tw: '手工焊接的機器人，有著生鏽的心與明亮的 LED 眼睛。',
      zh: '手工焊接的机器人，有着生锈的心与明亮的 LED 眼睛。',
    },
    item: 'Robot',
    size: 800,
    floor: 85,
    sales: 260,
    trend: 0.35,
    royalty: '0.05',
    tags: ['pfp', 'art'],
    studio: 'forge',
    traits: {
      Background: BACKGROUND,
      Body: 'Rust 30, Steel 25, Copper 18, Chrome 14, Gold 8, Obsidian 5',
      Eyes: 'LED 35, Visor 25, Cyclops 18, Heart 12, Laser 8, Glitch 2',
      Antenna: 'None 40, Single 30, Twin 20, Halo 8, Lightning 2',
      Mood: 'Calm 30, Curious 25, Grumpy 20, Excited 20, Enlightened 5',
    },
  },
  {
    symbol: 'PLANET',
    motif: 'planet',
    erc: 'ERC721',
    chain: 'BSC',
    name: { en: 'Orbital Planets', ko: '궤도 행성', zh_tw: '軌道行星', zh: '轨道行星' },
    description: {
      en: 'Tiny worlds, each with its own weather, rings and moons.',
      ko: '저마다의 날씨와 고리, 위성을 가진 작은 세계들.',
      zh_tw: '小小的世界，各有自己的天氣、星環與衛星。',
      zh: '小小的世界，各有自己的天气、星环与卫星。',
    },
    item: 'Planet',
    size: 666,
    floor: 22,
    sales: 180,
    trend: -0.2,
    royalty: '0.04',
    tags: ['art'],
    studio: 'nebula',
    traits: {
      Background: 'Deep Space 40, Nebula 25, Starfield 20, Aurora 10, Supernova 5',
      Surface: 'Ocean 25, Desert 22, Forest 18, Ice 15, Lava 12, Gas 6, Crystal 2',
      Rings: 'None 50, Thin 25, Double 15, Golden 8, Shattered 2',
      Moons: '0 30, 1 35, 2 20, 3 12, 7 3',
    },
  },
  {
    symbol: 'VINYL',
    motif: 'vinyl',
    erc: 'ERC721',
    chain: 'ERC20',
    name: { en: 'Vinyl Dreams', ko: '바이닐 드림', zh_tw: '黑膠夢境', zh: '黑胶梦境' },
    description: {
      en: 'Records pressed from late-night sessions; every groove plays a different mood.',
      ko: '심야 세션을 눌러 담은 레코드, 홈마다 다른 분위기가 흐릅니다.',
      zh_tw: '深夜錄音壓製的唱片，每一道音軌都有不同的心情。',
      zh: '深夜录音压制的唱片，每一道音轨都有不同的心情。',
    },
    item: 'Record',
    size: 555,
    floor: 48,
    sales: 150,
    trend: 0.1,
    royalty: '0.05',
    tags: ['music', 'art'],
    studio: 'sound',
    traits: {
      Background: BACKGROUND,
      Genre: 'Lo-fi 24, Jazz 20, Synthwave 18, House 16, Soul 12, Ambient 8, Opera 2',
      Label: 'Red 25, Blue 25, Black 20, White 15, Marble 10, Holographic 5',
      Groove: 'Smooth 50, Scratched 30, Warped 15, Golden 5',
      Speed: '33 60, 45 35, 78 5',
    },
  },
  {
    symbol: 'BLADE',
    motif: 'blade',
    erc: 'ERC721',
    chain: 'BSC',
    name: { en: 'Seraph Blades', ko: '세라프 블레이드', zh_tw: 'Seraph 神兵', zh: 'Seraph 神兵' },
    description: {
      en: 'Forged weapons of the Seraph game; the higher the tier, the harder they hit.',
      ko: 'Seraph 게임의 단조 무기, 등급이 높을수록 강하게 공격합니다.',
      zh_tw: 'Seraph 遊戲中鍛造的武器，等級越高，攻擊越強。',
      zh: 'Seraph 游戏中锻造的武器，等级越高，攻击越强。',
    },
    item: 'Blade',
    size: 500,
    floor: 16,
    sales: 220,
    trend: 0.5,
    royalty: '0.03',
    tags: ['gaming'],
    studio: 'seraph',
    game: 'Seraph',
    traits: {
      Element: 'Fire 24, Frost 22, Storm 20, Earth 18, Light 10, Void 6',
      Tier: 'Common 45, Rare 30, Epic 17, Legendary 7, Mythic 1',
      Hilt: 'Oak 30, Iron 28, Bone 20, Silver 15, Dragon 7',
      Aura: 'None 55, Glow 25, Flame 12, Spirit 8',
    },
  },
  {
    symbol: 'GHOST',
    motif: 'ghost',
    erc: 'ERC721',
    chain: 'SOLANA',
    name: { en: 'Glitch Ghosts', ko: '글리치 고스트', zh_tw: '故障幽靈', zh: '故障幽灵' },
    description: {
      en: 'Friendly ghosts that live in corrupted pixels.',
      ko: '깨진 픽셀 속에 사는 다정한 유령들.',
      zh_tw: '住在損壞像素裡的友善幽靈。',
      zh: '住在损坏像素里的友善幽灵。',
    },
    item: 'Ghost',
    size: 444,
    floor: 9,
    sales: 60,
    trend: -0.3,
    royalty: '0.02',
    tags: ['pfp'],
    studio: 'nebula',
    // the one collection the market has not verified yet
    verified: false,
    traits: {
      Background: BACKGROUND,
      Sheet: 'White 35, Grey 25, Pink 15, Mint 12, Static 10, Rainbow 3',
      Expression: 'Boo 30, Smile 25, Sleepy 20, Shocked 15, Wink 8, Error 2',
      Glitch: 'Low 50, Medium 30, High 15, Total 5',
    },
  },
  {
    symbol: 'MOON',
    motif: 'cat',
    erc: 'ERC721',
    chain: 'BSC',
    name: { en: 'Moon Kittens', ko: '문 키튼', zh_tw: '月亮小貓', zh: '月亮小猫' },
    description: {
      en: 'The little siblings of the Astro Cats, born on the far side of the moon.',
      ko: '달의 뒷면에서 태어난 아스트로 캣츠의 어린 동생들.',
      zh_tw: '太空貓的弟弟妹妹，誕生於月球背面。',
      zh: '太空猫的弟弟妹妹，诞生于月球背面。',
    },
    item: 'Kitten',
    size: 400,
    floor: 64,
    sales: 140,
    trend: 0.2,
    royalty: '0.05',
    tags: ['pfp', 'art'],
    studio: 'nebula',
    traits: {
      Background: BACKGROUND,
      Fur: 'Cream 25, Grey 22, Ginger 20, Black 15, Calico 12, Moonstone 6',
      Eyes: 'Green 30, Amber 28, Blue 22, Odd 15, Starlight 5',
      Hat: 'None 45, Beanie 20, Helmet 15, Astronaut 10, Crown 5, Halo 5',
      Mood: 'Sleepy 30, Playful 30, Curious 25, Grumpy 15',
    },
  },
  {
    symbol: 'SUMMIT',
    motif: 'peaks',
    erc: 'ERC721',
    chain: 'ERC20',
    name: { en: 'Summit Sunsets', ko: '서밋 선셋', zh_tw: '山巔落日', zh: '山巅落日' },
    description: {
      en: 'The last light of the day over famous and forgotten peaks.',
      ko: '이름난 봉우리와 잊힌 봉우리 위로 지는 하루의 마지막 빛.',
      zh_tw: '一天最後的光，灑落在知名與被遺忘的山峰上。',
      zh: '一天最后的光，洒落在知名与被遗忘的山峰上。',
    },
    item: 'Summit',
    size: 333,
    floor: 140,
    sales: 70,
    trend: 0,
    royalty: '0.025',
    tags: ['art'],
    studio: 'forge',
    traits: {
      Time: 'Golden hour 35, Sunset 30, Blue hour 20, Dawn 10, Eclipse 5',
      Range: 'Alps 25, Andes 22, Himalaya 20, Rockies 18, Unknown 15',
      Weather: 'Clear 45, Mist 25, Snow 18, Storm 12',
      Stars: 'Few 50, Many 35, Milky Way 15',
    },
  },
  {
    symbol: 'PETAL',
    motif: 'bloom',
    erc: 'ERC721',
    chain: 'SOLANA',
    name: { en: 'Petal Protocol', ko: '페탈 프로토콜', zh_tw: '花瓣協定', zh: '花瓣协议' },
    description: {
      en: 'Generative flowers grown from on-chain seeds.',
      ko: '온체인 씨앗에서 자라난 제너레이티브 꽃.',
      zh_tw: '由鏈上種子長出的生成式花朵。',
      zh: '由链上种子长出的生成式花朵。',
    },
    item: 'Petal',
    size: 300,
    floor: 27,
    sales: 80,
    trend: -0.1,
    royalty: '0.04',
    tags: ['art'],
    studio: 'botanic',
    launchedDaysAgo: 9,
    traits: {
      Background: BACKGROUND,
      Petals: '5 30, 6 25, 7 20, 8 15, 9 10',
      Colour: 'Violet 25, Magenta 22, Coral 20, Azure 18, Gold 10, Black 5',
      Centre: 'Sun 40, Pearl 30, Ember 20, Void 10',
      Glow: 'Soft 60, Bright 30, Neon 10',
    },
  },
  {
    // the long name is on purpose: headers, cards and tables must cope with it
    symbol: 'KEEPER',
    motif: 'lighthouse',
    erc: 'ERC721',
    chain: 'ERC20',
    name: {
      en: 'The Extraordinarily Long-Named Society of Midnight Lighthouse Keepers',
      ko: '유난히 긴 이름을 가진 한밤중 등대지기들의 비밀스러운 모임과 그들의 기록 보관소',
      zh_tw: '名字格外冗長的午夜燈塔守護者秘密協會暨其歷代守燈人紀錄檔案館',
      zh: '名字格外冗长的午夜灯塔守护者秘密协会暨其历代守灯人记录档案馆',
    },
    description: {
      en: 'Keepers who tend the lights of coasts that appear on no map.',
      ko: '어떤 지도에도 없는 해안의 불빛을 지키는 등대지기들.',
      zh_tw: '守護那些不在任何地圖上的海岸燈火的人。',
      zh: '守护那些不在任何地图上的海岸灯火的人。',
    },
    item: 'Keeper',
    size: 256,
    floor: 310,
    sales: 40,
    trend: 0.15,
    royalty: '0.075',
    tags: ['art'],
    studio: 'forge',
    traits: {
      Coast: 'Rocky 30, Sandy 25, Icy 20, Cliff 18, Floating 7',
      Beam: 'White 40, Amber 30, Green 20, Violet 10',
      Weather: 'Calm 40, Fog 30, Storm 25, Aurora 5',
      Keeper: 'Old sailor 30, Apprentice 25, Cat 20, Ghost 15, Unknown 10',
    },
  },
  {
    symbol: 'CAVE',
    motif: 'gem',
    erc: 'ERC721',
    chain: 'BSC',
    name: { en: 'Crystal Caverns', ko: '크리스탈 동굴', zh_tw: '水晶洞窟', zh: '水晶洞窟' },
    description: {
      en: 'Crystals mined deep under the mountains and polished by hand.',
      ko: '산 깊은 곳에서 캐내 손으로 다듬은 크리스탈.',
      zh_tw: '從山底深處開採、手工打磨的水晶。',
      zh: '从山底深处开采、手工打磨的水晶。',
    },
    item: 'Crystal',
    size: 222,
    floor: 12,
    sales: 50,
    trend: -0.05,
    royalty: '0',
    tags: ['art', 'gaming'],
    studio: 'botanic',
    traits: {
      Background: BACKGROUND,
      Crystal: 'Quartz 30, Amethyst 25, Emerald 18, Sapphire 15, Ruby 10, Diamond 2',
      Cut: 'Raw 35, Round 25, Princess 20, Cushion 15, Star 5',
      Clarity: 'Clear 45, Cloudy 40, Flawless 15',
    },
  },
  {
    symbol: 'MECHA',
    motif: 'robot',
    erc: 'ERC721',
    chain: 'ERC20',
    name: { en: 'Mecha Pilots', ko: '메카 파일럿', zh_tw: '機甲駕駛員', zh: '机甲驾驶员' },
    description: {
      en: 'Veteran pilots and their battle-scarred machines.',
      ko: '노련한 파일럿과 전투로 상처 입은 기체들.',
      zh_tw: '身經百戰的駕駛員與他們傷痕累累的機甲。',
      zh: '身经百战的驾驶员与他们伤痕累累的机甲。',
    },
    item: 'Pilot',
    size: 200,
    floor: 780,
    sales: 45,
    trend: 0.25,
    royalty: '0.06',
    tags: ['pfp', 'gaming'],
    studio: 'forge',
    traits: {
      Background: BACKGROUND,
      Frame: 'Scout 30, Striker 28, Guardian 22, Titan 15, Phantom 5',
      Paint: 'Olive 25, Navy 25, Crimson 20, White 15, Gold 10, Stealth 5',
      Pilot: 'Rookie 40, Ace 35, Veteran 20, Legend 5',
      Damage: 'Scratched 40, Battered 30, Pristine 25, Wrecked 5',
    },
  },
  {
    symbol: 'ATLAS',
    motif: 'planet',
    erc: 'ERC721',
    chain: 'ERC20',
    name: { en: 'Astral Atlas', ko: '아스트랄 아틀라스', zh_tw: '星界圖鑑', zh: '星界图鉴' },
    description: {
      en: 'A hand-drawn atlas of star systems no telescope has seen.',
      ko: '어떤 망원경도 본 적 없는 항성계를 손으로 그린 지도책.',
      zh_tw: '手繪的星圖，記錄從未被望遠鏡看見的星系。',
      zh: '手绘的星图，记录从未被望远镜看见的星系。',
    },
    item: 'Chart',
    size: 150,
    floor: 450,
    sales: 30,
    trend: -0.15,
    royalty: '0.05',
    tags: ['art'],
    studio: 'nebula',
    traits: {
      Star: 'Yellow dwarf 35, Red giant 25, Blue giant 15, White dwarf 15, Binary 8, Neutron 2',
      Planets: '3 25, 5 30, 7 25, 9 15, 12 5',
      Ink: 'Sepia 40, Indigo 30, Crimson 20, Gold leaf 10',
    },
  },
  {
    symbol: 'BEATS',
    motif: 'vinyl',
    erc: 'ERC721',
    chain: 'BSC',
    name: { en: 'Beat Makers', ko: '비트 메이커스', zh_tw: '節拍製造者', zh: '节拍制造者' },
    description: {
      en: 'Loops and samples from independent producers: one token, one beat.',
      ko: '독립 프로듀서들의 루프와 샘플, 토큰 하나에 비트 하나.',
      zh_tw: '獨立製作人的循環與取樣：一個代幣，一段節拍。',
      zh: '独立制作人的循环与采样：一个代币，一段节拍。',
    },
    item: 'Beat',
    size: 111,
    floor: 7,
    sales: 25,
    trend: 0.4,
    royalty: '0.03',
    tags: ['music'],
    studio: 'sound',
    traits: {
      Tempo: 'Slow 30, Medium 40, Fast 25, Breakneck 5',
      Instrument: 'Drums 30, Bass 25, Synth 25, Piano 15, Theremin 5',
      Key: 'C minor 25, A minor 25, F major 20, E minor 20, B flat 10',
      Label: 'Red 25, Blue 25, Black 20, White 15, Marble 10, Holographic 5',
    },
  },
  {
    symbol: 'WISP',
    motif: 'ghost',
    erc: 'ERC721',
    chain: 'SOLANA',
    name: { en: 'Wisp Garden', ko: '위습 가든', zh_tw: '幽光花園', zh: '幽光花园' },
    description: {
      en: "Will-o'-the-wisps that gather where night flowers bloom.",
      ko: '밤꽃이 피는 곳에 모여드는 도깨비불.',
      zh_tw: '聚集在夜花盛開之處的鬼火。',
      zh: '聚集在夜花盛开之处的鬼火。',
    },
    item: 'Wisp',
    size: 100,
    floor: 5,
    sales: 20,
    trend: 0.3,
    royalty: '0.04',
    tags: ['art'],
    studio: 'botanic',
    launchedDaysAgo: 4,
    traits: {
      Background: BACKGROUND,
      Colour: 'Blue 30, Green 25, Violet 20, Orange 20, White 5',
      Size: 'Tiny 35, Small 35, Large 25, Huge 5',
      Flicker: 'Steady 50, Slow 30, Fast 20',
    },
  },
  {
    // the one spam collection: a copy of a known name, hidden from search unless asked for
    symbol: 'FREEMINT',
    motif: 'cat',
    erc: 'ERC721',
    chain: 'BSC',
    name: {
      en: 'FREE MINT Astro Cats V2 Airdrop - Claim Now!!!',
      ko: '무료 민팅 아스트로 캣츠 V2 에어드롭 - 지금 받기!!!',
      zh_tw: '免費鑄造 太空貓 V2 空投 - 立即領取!!!',
      zh: '免费铸造 太空猫 V2 空投 - 立即领取!!!',
    },
    description: {
      en: 'Connect your wallet and enter your seed phrase to claim 10 free cats.',
      ko: '지갑을 연결하고 시드 문구를 입력하면 고양이 10마리를 무료로 받습니다.',
      zh_tw: '連接錢包並輸入助記詞，即可免費領取 10 隻貓。',
      zh: '连接钱包并输入助记词，即可免费领取 10 只猫。',
    },
    item: 'Free Cat',
    size: 77,
    floor: 0.5,
    sales: 6,
    trend: -0.6,
    royalty: '0.075',
    tags: [],
    studio: 'anon',
    verified: false,
    spam: true,
    launchedDaysAgo: 12,
    traits: {
      Background: BACKGROUND,
      Fur: 'Cream 40, Grey 30, Ginger 30',
      Eyes: 'Green 50, Amber 50',
      Bonus: 'Free 90, Airdrop 10',
    },
  },
  {
    symbol: 'RUNE',
    motif: 'rune',
    erc: 'ERC1155',
    chain: 'BSC',
    name: { en: 'Seraph Runes', ko: '세라프 룬', zh_tw: 'Seraph 符文', zh: 'Seraph 符文' },
    description: {
      en: 'Stackable runes that enchant Seraph gear, minted in editions.',
      ko: 'Seraph 장비에 마법을 부여하는 중첩 가능한 룬, 에디션으로 발행됩니다.',
      zh_tw: '可疊加的符文，為 Seraph 裝備附魔，以版本發行。',
      zh: '可叠加的符文，为 Seraph 装备附魔，以版本发行。',
    },
    item: 'Rune',
    size: 40,
    floor: 3.5,
    sales: 160,
    trend: 0.2,
    royalty: '0.03',
    tags: ['gaming'],
    studio: 'seraph',
    game: 'Seraph',
    traits: {
      Element: 'Fire 25, Frost 25, Storm 20, Earth 20, Void 10',
      Power: 'I 40, II 30, III 20, IV 8, V 2',
      Shape: 'Circle 35, Triangle 30, Square 25, Star 10',
    },
  },
  {
    symbol: 'POTION',
    motif: 'potion',
    erc: 'ERC1155',
    chain: 'ERC20',
    name: { en: 'Pixel Potions', ko: '픽셀 포션', zh_tw: '像素藥水', zh: '像素药水' },
    description: {
      en: 'Consumable potions for pixel-art games, brewed in batches.',
      ko: '픽셀 아트 게임용 소모품 포션, 한 번에 여러 병씩 양조됩니다.',
      zh_tw: '像素遊戲的消耗型藥水，成批釀造。',
      zh: '像素游戏的消耗型药水，成批酿造。',
    },
    item: 'Potion',
    size: 30,
    floor: 1.2,
    sales: 90,
    trend: -0.1,
    royalty: '0.02',
    tags: ['gaming'],
    studio: 'forge',
    traits: {
      Effect: 'Healing 35, Mana 25, Speed 20, Strength 15, Invisibility 5',
      Size: 'Small 45, Medium 35, Large 20',
      Bottle: 'Round 40, Flask 35, Vial 20, Skull 5',
    },
  },
  {
    symbol: 'PASS',
    motif: 'ticket',
    erc: 'ERC1155',
    chain: 'ERC20',
    name: { en: 'Backstage Passes', ko: '백스테이지 패스', zh_tw: '後台通行證', zh: '后台通行证' },
    description: {
      en: 'Collectible passes from live shows; holders get early access to new drops.',
      ko: '라이브 공연의 수집용 패스, 보유자는 새 드롭에 먼저 참여합니다.',
      zh_tw: '現場演出的收藏通行證，持有者可搶先參與新發行。',
      zh: '现场演出的收藏通行证，持有者可抢先参与新发行。',
    },
    item: 'Pass',
    size: 24,
    floor: 25,
    sales: 40,
    trend: 0.1,
    royalty: '0.05',
    tags: ['music'],
    studio: 'sound',
    traits: {
      Venue: 'Club 35, Arena 25, Festival 25, Rooftop 15',
      Access: 'General 55, VIP 30, All areas 15',
      Tour: 'Spring 30, Summer 35, Autumn 20, Winter 15',
    },
  },
];

/** The market side of SEED_COLLECTIONS (their items and holders stay as seed.ts makes them). */
export const SEED_COLLECTION_MARKET: Record<
  string,
  Pick<MarketCollection, 'floor' | 'sales' | 'trend' | 'royalty' | 'tags' | 'studio' | 'game'> & {
    launchedDaysAgo: number;
  }
> = {
  // ASTRO, PEAKS: their featured listings ask ETH and BNB (SEED_NFT_MODULES); the history is in USDT of the same value
  ASTRO: {
    floor: 1200,
    sales: 30,
    trend: 0.2,
    royalty: '0.05',
    tags: ['pfp', 'art'],
    studio: 'nebula',
    launchedDaysAgo: 180,
  },
  PEAKS: { floor: 540, sales: 20, trend: -0.1, royalty: '0.025', tags: ['art'], studio: 'forge', launchedDaysAgo: 150 },
  GEMS: {
    floor: 11,
    sales: 40,
    trend: 0.3,
    royalty: '0.03',
    tags: ['gaming'],
    studio: 'seraph',
    game: 'Seraph',
    launchedDaysAgo: 120,
  },
  BLOOM: { floor: 88, sales: 20, trend: 0.05, royalty: '0.04', tags: ['art'], studio: 'botanic', launchedDaysAgo: 100 },
};

/** Fees per coin the market trades in (those of the coins that exist); min_price is the smallest ask per edition. */
export const MARKET_FEES: { symbol: string; buyer: string; seller: string; min: string; max: string }[] = [
  { symbol: 'USDT', buyer: '0.01', seller: '0.02', min: '0.01', max: '1000000' },
  { symbol: 'USDC', buyer: '0.01', seller: '0.02', min: '0.01', max: '1000000' },
  { symbol: 'ETH', buyer: '0.01', seller: '0.02', min: '0.0001', max: '500' },
  { symbol: 'BNB', buyer: '0.01', seller: '0.02', min: '0.001', max: '2000' },
  { symbol: 'SOL', buyer: '0.01', seller: '0.02', min: '0.001', max: '10000' },
];

export interface TraitValue {
  value: string;
  /** the value's expected share of the collection's tokens */
  share: number;
}
export interface TraitType {
  type: string;
  values: TraitValue[];
}

const parsed = new Map<string, TraitType[]>();

/** A collection's trait types with their values' shares, parsed once. */
export function traitTypes(collection: MarketCollection): TraitType[] {
  let types = parsed.get(collection.symbol);
  if (!types) {
    types = Object.entries(collection.traits).map(([type, spec]) => {
      const values = spec.split(', ').map((entry) => {
        const space = entry.lastIndexOf(' ');
        return { value: entry.slice(0, space), weight: Number(entry.slice(space + 1)) };
      });
      const total = values.reduce((sum, v) => sum + v.weight, 0);
      return { type, values: values.map((v) => ({ value: v.value, share: v.weight / total })) };
    });
    parsed.set(collection.symbol, types);
  }
  return types;
}

/** A token's traits: drawn by weight from a PRNG seeded by collection and number, so anyone can redraw them. */
export function tokenTraits(collection: MarketCollection, n: number): { trait_type: string; value: string }[] {
  const rand = random(`${collection.symbol}#${n}`);
  return traitTypes(collection).map(({ type, values }) => {
    let roll = rand();
    const picked = values.find((v) => (roll -= v.share) < 0) ?? values[values.length - 1]!;
    return { trait_type: type, value: picked.value };
  });
}

const SYMBOL = /^[A-Z0-9]{1,20}$/;
const FILE = /^(?:([0-9]{1,8})|cover|banner)\.svg$/;
const bySymbol = new Map(MARKET_COLLECTIONS.map((c) => [c.symbol, c]));

export const marketCollection = (symbol: string) => bySymbol.get(symbol);

/**
 * Path of a generated collection's picture: `n` a token number, or the cover or banner. The seed's rows point to the
 * WebP twin (server/seedArt.ts): a list of SVGs costs the browser's main thread a rasterisation each.
 */
export const artPath = (symbol: string, file: number | 'cover' | 'banner', format: 'svg' | 'webp' | 'jpg' = 'webp') =>
  `/seed/art/${symbol}/${file}.${format}`;

/** A string's hue: the same trait value gets the same colour in every token. */
const hueOf = (text: string) => random(text)() * 360;

/**
 * The SVG of `/seed/art/:symbol/:file` (a token number, `cover` or `banner`), or null when the path names no
 * generated collection. A token's first trait colours its background, its second the motif, and a value fewer than
 * 3 % of the collection have earns a gold frame.
 */
export function marketArt(symbol: string, file: string): string | null {
  const collection = SYMBOL.test(symbol) ? bySymbol.get(symbol) : undefined;
  const match = FILE.exec(file);
  if (!collection || !match) return null;
  const slug = symbol.toLowerCase();
  if (file === 'banner.svg') return bannerImage(`${slug}-banner`, collection.motif);
  if (file === 'cover.svg') return nftImage(collection.motif, `${slug}-cover`, '');
  const n = Number(match[1]);
  const traits = tokenTraits(collection, n);
  const types = traitTypes(collection);
  const rare = traits.some((t, i) => (types[i]!.values.find((v) => v.value === t.value)?.share ?? 1) < 0.03);
  return nftImage(collection.motif, `${slug}-${n}`, `#${n}`, {
    background: hueOf(`${symbol}:${traits[0]!.value}`),
    accent: traits[1] ? hueOf(`${symbol}:${traits[1].value}`) : undefined,
    frame: rare,
  });
}
