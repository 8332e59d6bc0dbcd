import { useEffect, useRef, useState } from 'react';
import { useHoldVerticalSwipes } from '@/platform/PlatformBridge';
import { useTranslation } from 'react-i18next';
import type { Banner } from '@/contract';
import { Skeleton } from '@/shared/ui/Skeleton';
import { nextSlide } from '../model';
import { DeepLink } from '@/shared/ui/DeepLink';
import './BannerCarousel.css';

const AUTOPLAY_MS = 5000;

/** One slide: the artwork shown whole, its headline and a call to action (HomePage passes banners of built screens). */
function BannerSlide({ banner, eager }: { banner: Banner; eager: boolean }) {
  const { t } = useTranslation('home');
  return (
    <DeepLink type={banner.link_type} link={banner.link} className="banner-carousel__slide">
      <span className="banner-carousel__art">
        <img src={banner.image} alt="" loading={eager ? 'eager' : 'lazy'} draggable={false} />
      </span>
      <span className="banner-carousel__caption">
        <span className="banner-carousel__headline">{banner.title}</span>
        {banner.link_type && banner.link_type !== 'none' && banner.link?.trim() && (
          <span className="banner-carousel__cta">{t('bannerCta')}</span>
        )}
      </span>
    </DeepLink>
  );
}

/** Swipeable banner row (scroll snap) with dots and a gentle autoplay that pauses on hover or touch. */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  useHoldVerticalSwipes(banners.length > 1);
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
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label={t('banners')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onTouchStart={() => setPaused(true)}
    >
      <div
        ref={track}
        className="banner-carousel__track"
        onScroll={(event) => {
          const element = event.currentTarget;
          setActive(Math.round(element.scrollLeft / Math.max(1, element.clientWidth)));
        }}
      >
        {banners.map((banner, index) => (
          <BannerSlide key={banner.id} banner={banner} eager={index === 0} />
        ))}
      </div>
      {banners.length > 1 && (
        <div className="banner-carousel__dots">
          {banners.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              className={index === active ? 'banner-carousel__dot is-active' : 'banner-carousel__dot'}
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

/** The carousel's place while banners load (same shape, so nothing jumps). */
export function BannerSkeleton() {
  return (
    <div className="banner-carousel banner-carousel--loading" aria-hidden="true">
      <div className="banner-carousel__slide">
        <span className="banner-carousel__art" />
        <span className="banner-carousel__caption">
          <Skeleton height={18} width="70%" />
          <Skeleton height={14} width="30%" />
        </span>
      </div>
    </div>
  );
}
