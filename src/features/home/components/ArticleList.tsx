import { useTranslation } from 'react-i18next';
import type { Article } from '@/contract';
import type { Lang } from '@/state/app';
import { formatDate } from '@/shared/lib/time';
import { useIsComingSoon } from '@/shared/routing/comingSoon';
import { leadsToBuiltScreen } from '../model';
import { DeepLink } from '@/shared/ui/DeepLink';
import { HomeSection } from './HomeSection';
import './ArticleList.css';

/**
 * Latest articles: thumbnail, title, summary and date; each opens in the news reader (`/news?id=`), or is shown
 * without a link while that screen is not built rather than leading to a placeholder.
 */
export function ArticleList({ articles, lang }: { articles: Article[]; lang: Lang }) {
  const { t } = useTranslation('home');
  const comingSoon = useIsComingSoon();
  const linkOf = (article: Article) => {
    const link = `/news?id=${encodeURIComponent(article.id)}`;
    return leadsToBuiltScreen({ link_type: 'mark_local', link }, comingSoon) ? link : undefined;
  };
  return (
    <HomeSection id="home-articles" title={t('articles')}>
      <ul className="article-list">
        {articles.map((article) => (
          <li key={article.id}>
            <DeepLink type="mark_local" link={linkOf(article)} className="article-list__item">
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
