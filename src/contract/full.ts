/**
 * Every service under one namespace, the first load's and the lazy ones alike (`contract.finance.withdrawCoin`,
 * `contract.user.profile`): for the server, the tests and the lazily loaded areas. The first load's own code
 * imports `contract` from `index.ts`, which holds only the services it needs (see services.ts).
 */
export * as contract from './allServices';
