import { describe, expect, it } from 'vitest';
import { BID_STATUSES } from '@/contract/offer/schema';
import {
  BID_FILTERS,
  bidKindLabel,
  bidStatusLabel,
  bidStatusOf,
  bidStatusTone,
  bidFiltersOf,
  cancelCallOf,
  canCancel,
  OFFER_LIST_TABS,
  timeLeft,
  topUpHref,
} from './offerList';
import { oneOf } from './records';

describe('the bids list filter', () => {
  it('offers every status of the contract, after "all"', () => {
    expect(BID_FILTERS).toEqual(['all', ...BID_STATUSES]);
  });

  it('reads the tab and the status from the URL, falling back to the first', () => {
    expect(oneOf(OFFER_LIST_TABS, 'received')).toBe('received');
    expect(oneOf(OFFER_LIST_TABS, 'bogus')).toBe('sent');
    expect(oneOf(BID_FILTERS, 'unfunded')).toBe('unfunded');
    expect(oneOf(BID_FILTERS, 'filled')).toBe('all');
    expect(oneOf(BID_FILTERS, null)).toBe('all');
  });

  it('filters received offers only by the statuses they can have', () => {
    expect(bidFiltersOf('sent')).toBe(BID_FILTERS);
    expect(bidFiltersOf('received')).toEqual(['all', 'open', 'accepted']);
    expect(oneOf(bidFiltersOf('received'), 'expired')).toBe('all');
  });

  it('asks the list call for one status, or for every one', () => {
    expect(bidStatusOf('all')).toEqual({});
    expect(bidStatusOf('unfunded')).toEqual({ status: 'unfunded' });
    expect(bidStatusOf('expired')).toEqual({ status: 'expired' });
  });
});

describe("a bid's status label", () => {
  it('says "Filled" for a standing bid that bought everything, "Accepted" for an offer', () => {
    expect(bidStatusLabel({ status: 'accepted', kind: 'offer' })).toBe('accepted');
    expect(bidStatusLabel({ status: 'accepted', kind: 'quote' })).toBe('filled');
    expect(bidStatusLabel({ status: 'accepted', kind: 'entrust' })).toBe('filled');
  });

  it('says every other status as it is, whatever the kind', () => {
    for (const status of ['open', 'unfunded', 'cancelled', 'expired'] as const) {
      expect(bidStatusLabel({ status, kind: 'offer' })).toBe(status);
      expect(bidStatusLabel({ status, kind: 'quote' })).toBe(status);
    }
  });

  it('draws an unfunded bid apart from an open one, and the ended ones muted', () => {
    expect(bidStatusTone('open')).toBe('success');
    expect(bidStatusTone('unfunded')).toBe('warn');
    expect(bidStatusTone('accepted')).toBe('info');
    expect(bidStatusTone('cancelled')).toBe('muted');
    expect(bidStatusTone('expired')).toBe('muted');
  });

  it('names the kind from the kind and the scope', () => {
    expect(bidKindLabel({ kind: 'offer', scope: 'token' })).toBe('offer');
    expect(bidKindLabel({ kind: 'quote', scope: 'collection' })).toBe('collection');
    expect(bidKindLabel({ kind: 'quote', scope: 'trait' })).toBe('trait');
    expect(bidKindLabel({ kind: 'entrust', scope: 'trait' })).toBe('entrust');
  });
});

describe('cancelling a bid', () => {
  it('is for its owner while it stands, unfunded included', () => {
    expect(canCancel({ mine: true, status: 'open' })).toBe(true);
    expect(canCancel({ mine: true, status: 'unfunded' })).toBe(true);
    expect(canCancel({ mine: false, status: 'open' })).toBe(false);
    for (const status of ['accepted', 'cancelled', 'expired'] as const)
      expect(canCancel({ mine: true, status })).toBe(false);
  });

  it('goes to offer_cancel for an offer and quote_cancel for a standing bid', () => {
    expect(cancelCallOf({ kind: 'offer' })).toBe('offer');
    expect(cancelCallOf({ kind: 'quote' })).toBe('quote');
    expect(cancelCallOf({ kind: 'entrust' })).toBe('quote');
  });
});

describe('time left', () => {
  const now = 1_700_000_000;
  it('uses the largest whole unit', () => {
    expect(timeLeft(now + 30 * 86_400, now)).toEqual({ unit: 'days', count: 30 });
    expect(timeLeft(now + 86_400 + 7_200, now)).toEqual({ unit: 'days', count: 1 });
    expect(timeLeft(now + 86_399, now)).toEqual({ unit: 'hours', count: 23 });
    expect(timeLeft(now + 3_600, now)).toEqual({ unit: 'hours', count: 1 });
    expect(timeLeft(now + 3_599, now)).toEqual({ unit: 'minutes', count: 59 });
  });

  it('never says zero or a negative time for a bid not closed yet', () => {
    expect(timeLeft(now + 20, now)).toEqual({ unit: 'minutes', count: 1 });
    expect(timeLeft(now - 500, now)).toEqual({ unit: 'minutes', count: 1 });
  });
});

it('tops up on the deposit screen in the bid coin', () => {
  expect(topUpHref('USDT')).toBe('/asset/deposit?symbol=USDT');
});
