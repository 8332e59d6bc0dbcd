/** The API reference (docs/api.md) groups the served calls under these headings, in this order (`CallDoc.section`). */
export const DOC_SECTIONS = {
  home: 'Home content and probes (`/user-api/api/system/`)',
  signIn: 'Email-code sign-in and session',
  devices: 'Devices',
  password: 'Password sign-in and login password',
  qr: 'QR sign-in across devices',
  passkeys: 'Passkeys (WebAuthn)',
  third: 'Telegram and third-party apps',
  email: 'Email and backup email',
  authenticator: 'Authenticator app (TOTP), its recovery, and the human check',
  profile: 'Profile edits',
  payment: 'Payment password',
  closeAccount: 'Closing the account',
  messagesCoins: 'Messages and coins',
  wallet: 'Wallet: balances, prices, swaps, transfers, history',
  addressBook: 'Address book (`/user-api/api/address/`)',
  depositWithdraw: 'Deposits and withdrawals of coins (the simulated chain)',
  fiat: 'Buying coins with fiat (`/otc-api/api/fiat/`)',
  stars: 'Topping up with Telegram Stars (`/finance-api/api/stars/`)',
  paymentOrders: 'Payment orders (`/appay-api/api/appay/`)',
  projects: 'Projects: coins moved to games and back (`/finance-api/api/project/`)',
  nftCustody: 'NFT custody (`/finance-api/api/nft/`)',
  market: 'NFT market (`/nft-api/api/nft/`, favourites `/nft-api/api/collect/`, `/nft-api/api/merchant_transfer/`)',
  bids: 'NFT bids: offers, collection and trait bids, entrustment (`/nft-api/api/offer/`, `/nft-api/api/quote/`, `/nft-api/api/entrustment/`)',
  support: 'Support tickets (`/workorder-api/workorder/user/`)',
} as const;

export type DocSection = keyof typeof DOC_SECTIONS;
