import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { TICKET_TEXT_MAX, TICKET_TITLE_MAX } from '@/contract/workorder/limits';
import { storage } from '@/platform/storage';
import { userState } from '@/state/user';
import { Banner } from '@/shared/ui/Banner';
import { Card } from '@/shared/ui/Card';
import { Field } from '@/shared/ui/Field';
import { Page } from '@/shared/ui/Page';
import { QueryState } from '@/shared/ui/QueryState';
import { Segmented } from '@/shared/ui/Segmented';
import { Skeleton } from '@/shared/ui/Skeleton';
import { TextArea } from '@/shared/ui/TextArea';
import { ImagePicker } from '../components/ImagePicker';
import { useCategories, useCategoryInfo, useCreateTicket } from '../hooks';
import {
  counter,
  createBody,
  draftKey,
  parseDraft,
  serializeDraft,
  ticketProblems,
  type FieldProblem,
  type TicketDraft,
} from '../model';
import { useAttachments } from '../useAttachments';
import '../components/support.css';

function TicketForm({ uid }: { uid: string }) {
  const { t } = useTranslation('support');
  const [, navigate] = useLocation();
  const key = draftKey(uid);
  const [draft, setDraft] = useState<TicketDraft>(() => parseDraft(storage.local.get(key)));
  const attachments = useAttachments(draft.images);
  const [tried, setTried] = useState(false);
  const categories = useCategories();
  const info = useCategoryInfo(draft.categoryId);
  const children = info.data?.children ?? [];
  const hasChildren = draft.categoryId === null || !info.data ? null : children.length > 0;
  const create = useCreateTicket((ticket) => {
    storage.local.remove(key);
    navigate(`/wordOrderDetail?id=${ticket.id}`, { replace: true });
  });

  // The draft follows every change (pictures once uploaded): a reload or a failed send loses nothing.
  const images = attachments.urls;
  const imagesKey = images.join(' ');
  useEffect(() => {
    if (create.data) return;
    const stored = serializeDraft({ ...draft, images });
    if (stored) storage.local.set(key, stored);
    else storage.local.remove(key);
    // `images` is read through its key
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft, imagesKey, key, create.data]);

  const change = (patch: Partial<TicketDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const problems = ticketProblems(draft, hasChildren);
  const problemText = (problem: FieldProblem | undefined, max?: number) =>
    tried && problem ? t(`form.problem.${problem}`, { max }) : null;
  const send = () => {
    setTried(true);
    if (Object.keys(problems).length > 0 || attachments.busy || hasChildren === null) return;
    void create.run(createBody({ ...draft, images }, hasChildren));
  };

  return (
    <Page
      title={t('route.wordOrderForm', { ns: 'common' })}
      primary={{
        text: t('form.send'),
        onClick: send,
        busy: create.busy,
        disabled: attachments.busy || attachments.failed,
        testId: 'ticket-send',
      }}
    >
      <div className="support-stack">
        <Card padded>
          <QueryState query={categories} skeleton={<Skeleton height={76} />} failedTitle={t('form.categoriesFailed')}>
            {({ list }) => (
              <div className="ui-field">
                <span className="support-picker__label">{t('form.category')}</span>
                <Segmented
                  label={t('form.category')}
                  size="sm"
                  wrap
                  value={draft.categoryId === null ? '' : String(draft.categoryId)}
                  onChange={(value) => change({ categoryId: Number(value), subCategoryId: null })}
                  options={list.map((category) => ({ value: String(category.id), label: category.name }))}
                  testId="ticket-category"
                />
                {problemText(problems.category) ? (
                  <span className="ui-field__error">{problemText(problems.category)}</span>
                ) : null}
              </div>
            )}
          </QueryState>
          {draft.categoryId !== null && info.isPending ? <Skeleton height={40} /> : null}
          {children.length > 0 ? (
            <div className="ui-field">
              <span className="support-picker__label">{t('form.subCategory')}</span>
              <Segmented
                label={t('form.subCategory')}
                size="sm"
                wrap
                value={draft.subCategoryId === null ? '' : String(draft.subCategoryId)}
                onChange={(value) => change({ subCategoryId: Number(value) })}
                options={children.map((child) => ({ value: String(child.id), label: child.name }))}
                testId="ticket-subcategory"
              />
              {problemText(problems.subCategory) ? (
                <span className="ui-field__error">{problemText(problems.subCategory)}</span>
              ) : null}
            </div>
          ) : null}
          <Field
            label={t('form.title')}
            value={draft.title}
            maxLength={TICKET_TITLE_MAX}
            onChange={(event) => change({ title: event.target.value })}
            hint={counter(draft.title, TICKET_TITLE_MAX)}
            error={problemText(problems.title, TICKET_TITLE_MAX)}
            data-testid="ticket-title"
          />
          <TextArea
            label={t('form.description')}
            value={draft.description}
            maxLength={TICKET_TEXT_MAX}
            rows={6}
            onChange={(event) => change({ description: event.target.value })}
            hint={counter(draft.description, TICKET_TEXT_MAX)}
            error={problemText(problems.description, TICKET_TEXT_MAX)}
            data-testid="ticket-description"
          />
          <ImagePicker attachments={attachments} disabled={create.busy} />
        </Card>
        {create.error ? (
          <Banner tone="danger" title={t('form.sendFailed')} testId="ticket-send-error">
            {create.error.message}
          </Banner>
        ) : null}
      </div>
    </Page>
  );
}

/**
 * /wordOrderForm (sign-in, no header or footer): a new ticket. Its draft is kept per account as it is typed and
 * restored on open, so a reload or a failed send loses nothing; a successful one opens the ticket.
 */
export default function TicketFormPage() {
  const { t } = useTranslation('support');
  const uid = useSnapshot(userState).userInfo?.uid;
  if (!uid)
    return (
      <Page title={t('route.wordOrderForm', { ns: 'common' })} busy>
        <Skeleton height={320} />
      </Page>
    );
  return <TicketForm key={uid} uid={uid} />;
}
