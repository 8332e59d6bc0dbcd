import { useTranslation } from 'react-i18next';
import type { Article } from '@/contract';
import type { Lang } from '@/state/app';
import { formatDate } from '@/shared/lib/time';
import { useIsComingSoon } from '@/shared/routing/comingSoon';
import { leadsToBuiltScreen, resolveLink, type LinkAction } from '../model';
import { DeepLink } from './DeepLink';
import { HomeSection } from './HomeSection';
import './ArticleList.css';

const NO_LINK: LinkAction = { kind: 'none' };

/**
 * Latest articles: thumbnail, title, summary and date; links open inside the site or the webview. An article whose
 * screen is not built yet (the news reader) is shown without a link rather than leading to a placeholder.
 */
export function ArticleList({ articles, lang }: { articles: Article[]; lang: Lang }) {
  const { t } = useTranslation('home');
  const comingSoon = useIsComingSoon();
  const linkOf = (article: Article): LinkAction => {
    const action = resolveLink(article.url?.startsWith('/') ? 'mark_local' : 'iframe', article.url);
    return leadsToBuiltScreen(action, comingSoon) ? action : NO_LINK;
  };
  return (
    <HomeSection id="home-articles" title={t('articles')}>
      <ul className="article-list">
        {articles.map((article) => (
          <li key={article.id}>
            <DeepLink action={linkOf(article)} className="article-list__item">
              {article.image ? <img className="article-list__image" src={article.image} alt="" loading="lazy" /> : null}
              <span className="article-list__body">
                <span className="article-list__title">{article.title}</span>
                {article.summary ? <span className="article-list__summary">{article.summary}</span> : null}
                <time className="article-list__date">{formatDate(article.created_at, lang)}</time>
              </span>
            </DeepLink>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
