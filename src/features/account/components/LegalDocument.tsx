import { useTranslation } from 'react-i18next';
import '../account.css';

interface Section {
  title: string;
  body: string[];
}

/** A terms document kept in the account namespace as `<doc>.title`, `<doc>.updated`, `<doc>.sections`. */
export function LegalDocument({ doc }: { doc: 'agreement' | 'privacy' }) {
  const { t } = useTranslation('account');
  const sections = t(`${doc}.sections`, { returnObjects: true }) as unknown;
  const list = Array.isArray(sections) ? (sections as Section[]) : [];
  return (
    <main className="acc-page">
      <article className="acc-doc">
        <h1>{t(`${doc}.title`)}</h1>
        <p className="acc-hint">{t(`${doc}.updated`)}</p>
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
    </main>
  );
}
