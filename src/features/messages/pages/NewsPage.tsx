import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { usePagedQuery } from '@/api/usePagedQuery';
import type { Article } from '@/contract/system/types';
import { formatDate } from '@/shared/lib/time';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Page } from '@/shared/ui/Page';
import { PagedList } from '@/shared/ui/PagedList';
import { QueryState } from '@/shared/ui/QueryState';
import { RichText, useFollowLink } from '@/shared/ui/RichText';
import { Row } from '@/shared/ui/Row';
import { Skeleton } from '@/shared/ui/Skeleton';
import { NotFound } from '../components/NotFound';
import { useArticle, useNewsPage } from '../hooks';
import { articleHref, idOf, NEWS_PAGE_SIZE } from '../model';
import './messages.css';

function ArticleRow({ article }: { article: Article }) {
  const { i18n } = useTranslation('messages');
  return (
    <Row
      testId="news-row"
      data-id={article.id}
      href={articleHref(article.id)}
      title={
        <span className="news-row">
          {article.image ? (
            <img className="news-row__image" src={article.image} alt="" width={72} height={54} loading="lazy" />
          ) : null}
          <span className="news-row__text">
            <span className="message-title__text">{article.title}</span>
            <span className="ui-row__subtitle">{formatDate(article.created_at, i18n.language)}</span>
          </span>
        </span>
      }
    />
  );
}

function NewsList() {
  const { t } = useTranslation('messages');
  const paged = usePagedQuery(
    function usePage(page: number) {
      return useNewsPage(page);
    },
    { pageSize: NEWS_PAGE_SIZE, keyOf: (article: Article) => article.id },
  );
  return (
    <PagedList
      paged={paged}
      testId="news-list"
      failedTitle={t('news.failed')}
      empty={<EmptyState text={t('news.empty')} />}
      renderItem={(article) => <ArticleRow article={article} />}
    />
  );
}

function ArticleView({ id }: { id: number }) {
  const { t, i18n } = useTranslation('messages');
  const article = useArticle(id);
  const follow = useFollowLink();
  return (
    <QueryState
      query={article}
      failedTitle={t('news.articleFailed')}
      isEmpty={(data) => data === null}
      empty={<NotFound text={t('news.notFound')} back="/news" backText={t('news.toList')} />}
      skeleton={
        <Card padded>
          <Skeleton height={180} />
          <Skeleton height={24} width="70%" />
          <Skeleton height={80} />
        </Card>
      }
    >
      {(data) =>
        data && (
          <div className="messages-stack" data-testid="news-article">
            {data.image ? <img className="news-article__image" src={data.image} alt="" /> : null}
            <Card padded>
              <div className="messages-stack">
                <div className="message-head">
                  <h2 data-testid="news-title">{data.title}</h2>
                  <span className="message-head__meta">{formatDate(data.created_at, i18n.language)}</span>
                </div>
                {data.content ? (
                  <RichText html={data.content} testId="news-content" />
                ) : (
                  <p className="message-summary">{data.summary}</p>
                )}
              </div>
            </Card>
            {data.url ? (
              <Button variant="secondary" block onClick={() => follow(data.url)} data-testid="news-read-more">
                {t('news.readMore')}
              </Button>
            ) : null}
          </div>
        )
      }
    </QueryState>
  );
}

/** /news: the articles, newest first with infinite scroll; /news?id= one article in full. Open to visitors. */
export default function NewsPage() {
  const { t } = useTranslation('messages');
  const raw = new URLSearchParams(useSearch()).get('id');
  const id = idOf(raw);
  return (
    <Page title={t('route.news', { ns: 'common' })}>
      {raw === null ? (
        <NewsList />
      ) : id === null ? (
        <NotFound text={t('news.notFound')} back="/news" backText={t('news.toList')} />
      ) : (
        <ArticleView key={id} id={id} />
      )}
    </Page>
  );
}
