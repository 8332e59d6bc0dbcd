import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from '@/contract/types';
import { nextSlide, resolveLink } from '../model';
import { DeepLink } from './DeepLink';

const AUTOPLAY_MS = 5000;

/** Swipeable banner row (scroll snap) with dots and a gentle autoplay that pauses on hover or touch. */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation('home');
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);

  const goTo = (index: number) => {
    const element = track.current;
    if (element) element.scrollTo({ left: index * element.clientWidth, behavior: 'smooth' });
  };

  useEffect(() => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (paused || reduced || banners.length < 2) return;
    const timer = setInterval(() => {
      const element = track.current;
      if (!element) return;
      const current = Math.round(element.scrollLeft / Math.max(1, element.clientWidth));
      element.scrollTo({ left: nextSlide(current, banners.length) * element.clientWidth, behavior: 'smooth' });
    }, AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [paused, banners.length]);

  return (
    <section
      className="home-banners"
      aria-roledescription="carousel"
      aria-label={t('banners')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onTouchStart={() => setPaused(true)}
    >
      <div
        ref={track}
        className="home-banners__track"
        onScroll={(event) => {
          const element = event.currentTarget;
          setActive(Math.round(element.scrollLeft / Math.max(1, element.clientWidth)));
        }}
      >
        {banners.map((banner, index) => (
          <DeepLink
            key={banner.id}
            action={resolveLink(banner.link_type, banner.link)}
            className="home-banners__slide"
            label={banner.title}
          >
            <img src={banner.image} alt={banner.title} loading={index === 0 ? 'eager' : 'lazy'} draggable={false} />
          </DeepLink>
        ))}
      </div>
      {banners.length > 1 && (
        <div className="home-banners__dots">
          {banners.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              className={index === active ? 'home-banners__dot is-active' : 'home-banners__dot'}
              aria-label={t('slide', { index: index + 1, count: banners.length })}
              aria-current={index === active}
              onClick={() => goTo(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
