import type { ReactNode } from 'react';
import { Link } from 'wouter';
import './HomeSection.css';

/** A titled section of the home page, with an optional "view all" link beside the title. */
export function HomeSection({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: { href: string; text: string };
  children: ReactNode;
}) {
  return (
    <section className="home-section" aria-labelledby={id}>
      <header className="home-section__head">
        <h2 id={id} className="home-section__title">
          {title}
        </h2>
        {more ? (
          <Link href={more.href} className="home-section__more">
            {more.text}
          </Link>
        ) : null}
      </header>
      {children}
    </section>
  );
}
