import { describe, expect, it } from 'vitest';
import { TICKET_IMAGE_MAX_BYTES, TICKET_TITLE_MAX } from '@/contract/workorder/limits';
import {
  checkImageFile,
  createBody,
  EMPTY_DRAFT,
  imageDataUrl,
  parseDraft,
  replyProblem,
  serializeDraft,
  ticketProblems,
  type TicketDraft,
} from './model';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const png = (size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return new Blob([bytes], { type: 'image/png' });
};

describe('the picture check before upload', () => {
  it('takes a PNG by its signature', async () => {
    expect(await checkImageFile(png())).toBeNull();
  });

  it('refuses a text file named and typed as a PNG', async () => {
    const text = new File(['just some words, not a picture'], 'shot.png', { type: 'image/png' });
    expect(await checkImageFile(text)).toBe('type');
  });

  it('refuses a picture over 5 MB, and takes one of exactly 5 MB', async () => {
    expect(await checkImageFile(png(TICKET_IMAGE_MAX_BYTES + 1))).toBe('size');
    expect(await checkImageFile(png(TICKET_IMAGE_MAX_BYTES))).toBeNull();
  });

  it('sends a picture typed by its content, whatever its name says', async () => {
    const named = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2])], 'photo.png', { type: 'image/png' });
    expect(await imageDataUrl(named)).toBe(`data:image/jpeg;base64,${btoa('\xff\xd8\xff\xe0\x01\x02')}`);
    expect(await imageDataUrl(new Blob(['hello']))).toBeNull();
  });
});

describe('the new ticket draft', () => {
  const draft: TicketDraft = {
    categoryId: 3,
    subCategoryId: 7,
    title: 'Deposit missing',
    description: 'Sent 10 USDT\nan hour ago',
    images: ['/uploads/AbCdEfGhIjKl', '/uploads/MnOpQrStUvWx'],
  };

  it('reads back what was saved', () => {
    expect(parseDraft(serializeDraft(draft))).toEqual(draft);
  });

  it('stores nothing for an empty draft', () => {
    expect(serializeDraft(EMPTY_DRAFT)).toBeNull();
    expect(serializeDraft({ ...EMPTY_DRAFT, title: 'x' })).not.toBeNull();
  });

  it('reads a missing or damaged draft as empty', () => {
    expect(parseDraft(null)).toEqual(EMPTY_DRAFT);
    expect(parseDraft('{not json')).toEqual(EMPTY_DRAFT);
    expect(parseDraft('42')).toEqual(EMPTY_DRAFT);
  });

  it('drops what the form could not have stored', () => {
    const stored = JSON.stringify({
      categoryId: -1,
      subCategoryId: 4,
      title: 'x'.repeat(TICKET_TITLE_MAX + 20),
      description: 12,
      images: ['/uploads/AbCdEfGhIjKl', 'https://elsewhere.example/a.png', '/uploads/AbCdEfGhIjKl', 5],
    });
    expect(parseDraft(stored)).toEqual({
      categoryId: null,
      subCategoryId: null,
      title: 'x'.repeat(TICKET_TITLE_MAX),
      description: '',
      images: ['/uploads/AbCdEfGhIjKl'],
    });
  });

  it('keeps at most five pictures', () => {
    const images = Array.from({ length: 7 }, (_, i) => `/uploads/picture_${i}_abcd`);
    expect(parseDraft(JSON.stringify({ images })).images).toHaveLength(5);
  });
});

describe('the form validation', () => {
  const valid: TicketDraft = { ...EMPTY_DRAFT, categoryId: 1, title: 'Help', description: 'Something' };

  it('passes a complete ticket of a category without sub-categories', () => {
    expect(ticketProblems(valid, false)).toEqual({});
  });

  it('asks for everything on an empty form', () => {
    expect(ticketProblems(EMPTY_DRAFT, null)).toEqual({
      category: 'required',
      title: 'required',
      description: 'required',
    });
  });

  it('asks for a sub-category when the category has some, and while they load', () => {
    expect(ticketProblems(valid, true)).toEqual({ subCategory: 'required' });
    expect(ticketProblems(valid, null)).toEqual({ subCategory: 'required' });
    expect(ticketProblems({ ...valid, subCategoryId: 9 }, true)).toEqual({});
  });

  it('refuses blank and over-long texts', () => {
    expect(ticketProblems({ ...valid, title: '   ' }, false)).toEqual({ title: 'required' });
    expect(ticketProblems({ ...valid, title: 'x'.repeat(101) }, false)).toEqual({ title: 'tooLong' });
    expect(ticketProblems({ ...valid, description: 'x'.repeat(5001) }, false)).toEqual({ description: 'tooLong' });
    expect(replyProblem(' \n ')).toBe('required');
    expect(replyProblem('Thanks')).toBeUndefined();
  });

  it('sends the sub-category only when the category has some, and trims the texts', () => {
    const draft = { ...valid, subCategoryId: 4, title: ' Help ', images: ['/uploads/AbCdEfGhIjKl'] };
    expect(createBody(draft, true)).toEqual({
      category_id: 1,
      sub_category_id: 4,
      title: 'Help',
      description: 'Something',
      images: ['/uploads/AbCdEfGhIjKl'],
    });
    expect(createBody(draft, false)).not.toHaveProperty('sub_category_id');
    expect(createBody(valid, false)).not.toHaveProperty('images');
  });
});
