import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { workorder } from '@/contract/workorder';
import type { CategoryInfoRes, TicketCategory, TicketDetail, TicketUploadRes } from '@/contract/workorder';
import type { TestServer } from '../../testing/harness';

/** Test helpers of the support module: pictures, categories, a new ticket. */

export const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

/** A real picture of `format`, `width` × `height`, drawn by sharp. */
export function picture(format: 'png' | 'jpeg' | 'webp', width = 24, height = 16): Promise<Buffer> {
  const canvas = sharp({ create: { width, height, channels: 3, background: '#3366cc' } });
  return canvas.toFormat(format).toBuffer();
}

export const idempotencyKey = () => randomBytes(12).toString('hex');

export async function uploadTicketImage(server: TestServer, token: string, bytes?: Buffer): Promise<string> {
  const res = await server.post<TicketUploadRes>(
    workorder.uploadImage.path,
    { image: dataUrl(bytes ?? (await picture('png'))) },
    { token },
  );
  if (res.code !== 0) throw new Error(`upload_image: ${res.code} ${res.msg}`);
  return res.data.url;
}

/** The seeded categories: one with sub-categories (and its first child) and one without. */
export async function categoriesOf(server: TestServer, token: string) {
  const list = (await server.post<{ list: TicketCategory[] }>(workorder.getCategoryList.path, {}, { token })).data.list;
  const infos = await Promise.all(
    list.map(
      async (c) => (await server.post<CategoryInfoRes>(workorder.getCategoryInfo.path, { id: c.id }, { token })).data,
    ),
  );
  const parent = infos.find((c) => c.children.length > 0)!;
  const leaf = infos.find((c) => c.children.length === 0)!;
  return { list, parent, child: parent.children[0]!, leaf };
}

export async function createTicket(
  server: TestServer,
  token: string,
  body: Record<string, unknown>,
  key = idempotencyKey(),
) {
  return server.post<TicketDetail>(workorder.createWorkOrder.path, body, {
    token,
    headers: { 'idempotency-key': key },
  });
}
