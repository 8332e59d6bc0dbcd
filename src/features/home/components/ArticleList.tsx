import { useTranslation } from 'react-i18next';
import type { Article } from '@/contract/types';
import type { Lang } from '@/state/app';
import { formatDate } from '@/shared/lib/time';
import { resolveLink } from '../model';
import { DeepLink } from './DeepLink';

/** Latest articles: thumbnail, title, summary and date; links open inside the site or the webview. */
export function ArticleList({ articles, lang }: { articles: Article[]; lang: Lang }) {
  const { t } = useTranslation('home');
  return (
    <section className="home-section" aria-labelledby="home-articles">
      <header className="home-section__head">
        <h2 id="home-articles">{t('articles')}</h2>
      </header>
      <ul className="home-articles">
        {articles.map((article) => (
          <li key={article.id}>
            <DeepLink
              action={resolveLink(article.url?.startsWith('/') ? 'mark_local' : 'iframe', article.url)}
              className="home-article"
            >
              {article.image ? <img className="home-article__image" src={article.image} alt="" loading="lazy" /> : null}
              <span className="home-article__body">
                <span className="home-article__title">{article.title}</span>
                {article.summary ? <span className="home-article__summary">{article.summary}</span> : null}
                <time className="home-article__date">{formatDate(article.created_at, lang)}</time>
              </span>
            </DeepLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
