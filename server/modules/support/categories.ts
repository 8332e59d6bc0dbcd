import type { Queryable } from '../../db';
import type { Texts } from '../../messages/texts';

/** A seeded ticket category: its key, names and one-sentence description in every server language. */
interface SeedCategory {
  key: string;
  name: Texts;
  description: Texts;
  children: Omit<SeedCategory, 'children'>[];
}

/** The categories a fresh database starts with; "Other" has no sub-categories (a ticket in it names none). */
export const SEED_TICKET_CATEGORIES: SeedCategory[] = [
  {
    key: 'account',
    name: { en: 'Account & security', ko: '계정 및 보안', zh_tw: '帳戶與安全', zh: '账户与安全' },
    description: {
      en: 'Signing in, your authenticator and your email address.',
      ko: '로그인, 인증 앱, 이메일 주소에 관한 문의입니다.',
      zh_tw: '登入、驗證器與電子郵件地址相關問題。',
      zh: '登录、验证器与电子邮箱相关问题。',
    },
    children: [
      {
        key: 'account.sign_in',
        name: { en: 'Sign-in', ko: '로그인', zh_tw: '登入', zh: '登录' },
        description: {
          en: 'You cannot sign in, or a code never arrives.',
          ko: '로그인할 수 없거나 인증 코드가 오지 않습니다.',
          zh_tw: '無法登入，或收不到驗證碼。',
          zh: '无法登录，或收不到验证码。',
        },
      },
      {
        key: 'account.two_factor',
        name: {
          en: '2FA / authenticator',
          ko: '2단계 인증 / 인증 앱',
          zh_tw: '雙重驗證 / 驗證器',
          zh: '双重验证 / 验证器',
        },
        description: {
          en: 'You lost your authenticator or its codes are refused.',
          ko: '인증 앱을 잃어버렸거나 코드가 거부됩니다.',
          zh_tw: '遺失驗證器，或驗證碼被拒絕。',
          zh: '丢失验证器，或验证码被拒绝。',
        },
      },
      {
        key: 'account.email_change',
        name: { en: 'Email change', ko: '이메일 변경', zh_tw: '更換電子郵件', zh: '更换邮箱' },
        description: {
          en: 'You need to move your account to another email address.',
          ko: '계정의 이메일 주소를 바꾸고 싶습니다.',
          zh_tw: '需要將帳戶改綁到其他電子郵件地址。',
          zh: '需要将账户改绑到其他邮箱。',
        },
      },
    ],
  },
  {
    key: 'funds',
    name: { en: 'Deposits & withdrawals', ko: '입금 및 출금', zh_tw: '充值與提領', zh: '充值与提现' },
    description: {
      en: 'Coins that have not arrived or not left your wallet.',
      ko: '지갑에 입금되지 않았거나 출금되지 않은 코인에 관한 문의입니다.',
      zh_tw: '尚未到帳或尚未轉出錢包的幣。',
      zh: '尚未到账或尚未转出钱包的币。',
    },
    children: [
      {
        key: 'funds.deposit_missing',
        name: { en: 'Deposit not credited', ko: '입금 미반영', zh_tw: '充值未到帳', zh: '充值未到账' },
        description: {
          en: 'A transfer to your deposit address is not in your balance.',
          ko: '입금 주소로 보낸 금액이 잔액에 반영되지 않았습니다.',
          zh_tw: '轉入充值地址的款項未計入餘額。',
          zh: '转入充值地址的款项未计入余额。',
        },
      },
      {
        key: 'funds.withdrawal_delayed',
        name: { en: 'Withdrawal delayed', ko: '출금 지연', zh_tw: '提領延遲', zh: '提现延迟' },
        description: {
          en: 'A withdrawal has been pending longer than expected.',
          ko: '출금이 예상보다 오래 처리 중입니다.',
          zh_tw: '提領處理時間比預期更久。',
          zh: '提现处理时间比预期更久。',
        },
      },
      {
        key: 'funds.wrong_network',
        name: { en: 'Wrong network', ko: '잘못된 네트워크', zh_tw: '選錯網路', zh: '选错网络' },
        description: {
          en: 'Coins were sent on a network the address does not use.',
          ko: '주소가 지원하지 않는 네트워크로 코인을 보냈습니다.',
          zh_tw: '透過該地址不支援的網路轉了幣。',
          zh: '通过该地址不支持的网络转了币。',
        },
      },
    ],
  },
  {
    key: 'market',
    name: { en: 'NFT market', ko: 'NFT 마켓', zh_tw: 'NFT 市場', zh: 'NFT 市场' },
    description: {
      en: 'Buying, selling and offers on the market.',
      ko: '마켓에서의 구매, 판매, 제안에 관한 문의입니다.',
      zh_tw: '市場上的購買、出售與出價。',
      zh: '市场上的购买、出售与出价。',
    },
    children: [
      {
        key: 'market.buying',
        name: { en: 'Buying', ko: '구매', zh_tw: '購買', zh: '购买' },
        description: {
          en: 'A purchase failed or the item is not in your collection.',
          ko: '구매가 실패했거나 아이템이 내 컬렉션에 없습니다.',
          zh_tw: '購買失敗，或收藏中沒有該物品。',
          zh: '购买失败，或收藏中没有该物品。',
        },
      },
      {
        key: 'market.selling',
        name: { en: 'Selling', ko: '판매', zh_tw: '出售', zh: '出售' },
        description: {
          en: 'A listing, a sale or its payment did not go as expected.',
          ko: '등록, 판매 또는 대금 정산이 예상과 다릅니다.',
          zh_tw: '上架、售出或款項結算不如預期。',
          zh: '上架、售出或款项结算不如预期。',
        },
      },
      {
        key: 'market.offers',
        name: { en: 'Offers & bids', ko: '제안 및 입찰', zh_tw: '出價與競標', zh: '出价与竞价' },
        description: {
          en: 'Offers you made or received, and collection bids.',
          ko: '보내거나 받은 제안, 컬렉션 입찰에 관한 문의입니다.',
          zh_tw: '您發出或收到的出價，以及系列出價。',
          zh: '您发出或收到的出价，以及系列出价。',
        },
      },
    ],
  },
  {
    key: 'other',
    name: { en: 'Other', ko: '기타', zh_tw: '其他', zh: '其他' },
    description: {
      en: 'Anything else you need help with.',
      ko: '그 밖에 도움이 필요한 모든 문의입니다.',
      zh_tw: '其他需要協助的問題。',
      zh: '其他需要帮助的问题。',
    },
    children: [],
  },
];

/** Writes the seed's ticket categories (a fresh database's, from the seed's one transaction). */
export async function seedTicketCategories(q: Queryable): Promise<void> {
  for (const [index, category] of SEED_TICKET_CATEGORIES.entries()) {
    const [parent] = await q.query<{ id: number }>(
      'INSERT INTO ticket_categories (key, name, description, sort) VALUES ($1, $2, $3, $4) RETURNING id',
      [category.key, category.name, category.description, index],
    );
    for (const [childIndex, child] of category.children.entries())
      await q.query(
        'INSERT INTO ticket_categories (parent_id, key, name, description, sort) VALUES ($1, $2, $3, $4, $5)',
        [parent!.id, child.key, child.name, child.description, childIndex],
      );
  }
}
