import { i18n } from '@/i18n';
import { notice } from '@/state/notice';

async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older webviews: a hidden text area and execCommand.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy command refused');
}

/** Copies text and shows a success or failure notice. Resolves whether it worked. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await writeClipboard(text);
    notice.success(i18n.t('copy.success'));
    return true;
  } catch {
    notice.error(i18n.t('copy.failure'));
    return false;
  }
}
