import { useCallback, useEffect, useRef, useState } from 'react';
import type { ImageProblem } from '@/domain/images';
import { useUploadImage } from './hooks';
import { checkImageFile, imageDataUrl, roomFor } from './model';

export type AttachmentStatus = 'queued' | 'uploading' | 'done' | 'failed';
export interface Attachment {
  key: string;
  /** What the thumbnail shows: the local file while it uploads, the uploaded picture once restored. */
  preview: string;
  status: AttachmentStatus;
  /** The uploaded picture (`/uploads/<id>`) once done. */
  url?: string;
  file?: File;
}
/** Why picked files were refused: the first refused file's problem, or too many pictures. */
export type PickProblem = ImageProblem | 'tooMany';

let nextKey = 0;
const uploaded = (url: string): Attachment => ({ key: `a${(nextKey += 1)}`, preview: url, status: 'done', url });

/**
 * The pictures of a ticket or a reply: each picked file checked by its content and size, then uploaded one at a
 * time (upload_image), each with its own state; a failed one can be retried or removed. `initial`: pictures uploaded
 * before (a restored draft).
 */
export function useAttachments(initial: readonly string[] = []) {
  const { run: upload } = useUploadImage();
  const [items, setItems] = useState<Attachment[]>(() => initial.map(uploaded));
  const [problem, setProblem] = useState<PickProblem | null>(null);
  const previews = useRef(new Set<string>());

  // One upload at a time: the next queued picture starts when none is under way.
  useEffect(() => {
    if (items.some((item) => item.status === 'uploading')) return;
    const next = items.find((item) => item.status === 'queued');
    if (!next?.file) return;
    const { key, file } = next;
    const mark = (change: Partial<Attachment>) =>
      setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
    mark({ status: 'uploading' });
    void (async () => {
      const image = await imageDataUrl(file);
      const outcome = image ? await upload({ image }) : null;
      mark(outcome?.ok ? { status: 'done', url: outcome.data.url } : { status: 'failed' });
    })();
  }, [items, upload]);

  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const add = useCallback(
    async (files: readonly File[]) => {
      setProblem(null);
      const room = roomFor(items.length);
      const accepted: Attachment[] = [];
      let refused: PickProblem | null = files.length > room ? 'tooMany' : null;
      for (const file of files.slice(0, room)) {
        const why = await checkImageFile(file);
        if (why) {
          refused ??= why;
          continue;
        }
        const preview = URL.createObjectURL(file);
        previews.current.add(preview);
        accepted.push({ key: `a${(nextKey += 1)}`, preview, status: 'queued', file });
      }
      setProblem(refused);
      if (accepted.length) setItems((list) => [...list, ...accepted].slice(0, list.length + roomFor(list.length)));
    },
    [items.length],
  );
  const retry = useCallback(
    (key: string) =>
      setItems((list) => list.map((item) => (item.key === key && item.file ? { ...item, status: 'queued' } : item))),
    [],
  );
  const remove = useCallback((key: string) => {
    setProblem(null);
    setItems((list) => list.filter((item) => item.key !== key));
  }, []);
  const clear = useCallback(() => setItems([]), []);

  const urls = items.flatMap((item) => (item.status === 'done' && item.url ? [item.url] : []));
  const busy = items.some((item) => item.status === 'queued' || item.status === 'uploading');
  const failed = items.some((item) => item.status === 'failed');
  return { items, urls, busy, failed, problem, add, retry, remove, clear };
}
export type Attachments = ReturnType<typeof useAttachments>;
