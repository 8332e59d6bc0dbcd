import { useTranslation } from 'react-i18next';
import { Page } from '@/shared/ui/Page';
import './LegalDocument.css';

interface Section {
  title: string;
  body: string[];
}

/** A terms page kept in the account namespace as `<doc>.title`, `<doc>.updated`, `<doc>.intro`, `<doc>.sections`. */
export function LegalDocument({ doc }: { doc: 'agreement' | 'privacy' }) {
  const { t } = useTranslation('account');
  const sections = t(`${doc}.sections`, { returnObjects: true }) as unknown;
  const list = Array.isArray(sections) ? (sections as Section[]) : [];
  return (
    <Page title={t(`${doc}.title`)} wide>
      <article className="legal-document">
        <p className="legal-document__updated">{t(`${doc}.updated`)}</p>
        <p>{t(`${doc}.intro`)}</p>
        {list.map((section, index) => (
          <section key={index}>
            <h2>{`${index + 1}. ${section.title}`}</h2>
            {section.body.map((paragraph, line) => (
              <p key={line}>{paragraph}</p>
            ))}
          </section>
        ))}
      </article>
    </Page>
  );
}
